#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_means59.py: the means of the problem's own doing after the
answer's value, and an alternative inside a reason (issue 26, session
47).

"Janet makes $18 every day by selling the eggs at the market." and
"Tom has 36 pencils from buying 4 boxes of 9." were refused: the
gerund was no form of the problem's "sells" and "buys" that the reader
knew (answer_rest.c rest_theirs read "-ing" for a bare verb only), and
the values of the means were taken for other answers.  A means is now
read as a reason whose words and values are the problem's (rest_means);
a value no means holds ("can be divided by connecting its vertices in
4 ways") is still another value.  Writing the twins found wrong
rewards older than this session: "Tom has 36 pencils since he buys 4
boxes or 40." (an alternative in a reason without a comma) and, to a
reference of 4, "Tom has 36 pencils since there are 4 of them." (the
copula of the reason read as the statement's: answer_prose.c
copula_scan), "Tom has 36 pencils, and the number of boxes is 4." (the
other quantity looked for in the first clause only: answer_frame.c
concluding_clause).

usage: hostile_means59.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): gerund, means, reasonor,
clause, gets.
"""
import sys

import verify_run

# (problem, its value, what it asks in the statement, gerund phrases
# the problem lends, in its verb's other forms)
PROBLEMS = (
    ("Janet's ducks lay {a} eggs a day and she sells the remainder at "
     "the market for $2 per egg. How much money does Janet make every "
     "day?", 2, "Janet makes ${v} every day",
     ("selling the eggs", "selling eggs at the market",
      "selling the remainder")),
    ("Tom buys {a} boxes of pencils. Each box holds 9 pencils. How many "
     "pencils does Tom have?", 9, "Tom has {v} pencils",
     ("buying the boxes", "buying {a} boxes", "buying {a} boxes of 9")),
    ("Mia bakes {a} trays of cookies with 6 cookies on each tray. How "
     "many cookies does Mia have?", 6, "Mia has {v} cookies",
     ("baking the trays", "baking {a} trays")),
    ("Leo earns $5 per hour and works {a} hours. He charges no fee. How "
     "much money does Leo make?", 5, "Leo makes ${v}",
     ("working {a} hours", "working the hours")),
)
PREPS = ("by", "from", "after", "through")
ENDS = (".", "!", ".\n\nThat is the answer.")

# never rewarded: a gerund the problem does not hold, a value no means
# holds, a doubt, an alternative, a denial, a bound after the means
TWINS = (
    "{s} by guessing.",
    "{s} by estimating the eggs.",
    "{s} after rounding.",
    "{s} by {g} in {u} ways.",
    "{s} by {g}, I think.",
    "{s} by {g}, or {u}.",
    "{s} by {g} or {u}.",
    "{s} from {g} or {u} from the rest.",
    "{s} from {g}, maybe.",
    "{s} from {g}? Not sure.",
    "{s} after {g}, not {v}.",
    "{s} after {g}, but {u} after the next.",
    "{s} by {g} = {u}.",
    "{s} after {g} at most twice.",
)


def statement(tpl, v):
    return tpl.format(v=v)


def cases():
    for prob, mul, stmt, gers in PROBLEMS:
        for a in (4, 7, 12):
            v = a * mul
            yield prob.format(a=a), a, v, stmt, [g.format(a=a)
                                                  for g in gers]


def work(a, v, mul):
    return "%d × %d = %d.\n\n" % (a, v // a, v)


def gerund(add):
    for p, a, v, stmt, gers in cases():
        for g in gers:
            for prep in PREPS:
                for end in ENDS:
                    r = work(a, v, 0) + "%s %s %s%s" % (
                        statement(stmt, v), prep, g, end)
                    add("gerund-right", str(v), p, r)
                    add("gerund-wrong", str(v + 1), p, r)


def means(add):
    for p, a, v, stmt, gers in cases():
        s = statement(stmt, v)
        for g in gers:
            for t in TWINS:
                add("means-twin", str(v), p, work(a, v, 0) + t.format(
                    s=s, g=g, u=v + 1, v=v + 1))


def reasonor(add):
    for p, a, v, stmt, gers in cases():
        s = statement(stmt, v)
        for why in ("since", "because", "as"):
            for t in ("{s} {w} there are {a} of them or {u}.",
                      "{s} {w} {a} or {u} were counted.",
                      "{s} {w} {a} × {m} or {u}."):
                add("reasonor-twin", str(v), p, work(a, v, 0) + t.format(
                    s=s, w=why, a=a, u=v + 1, m=v // a))
            add("reasonor-right", str(v), p, work(a, v, 0) +
                "%s %s there are %d of them." % (s, why, a))
            add("reasonor-wrong", str(v + 1), p, work(a, v, 0) +
                "%s %s there are %d of them." % (s, why, a))


# a clause of its own after the answer's value, whose copula gives the
# value of another quantity: never read as the answer
CLAUSES = ("{s} since there are {a} of them.", "{s} because there are "
           "{a} of them.", "{s} as there are {a} of them.", "{s} given "
           "that there are {a} of them.", "{s} since the number of {n} "
           "is {a}.", "{s}, and the number of {n} is {a}.", "{s}; the "
           "number of {n} is {a}.", "{s} which means the number of {n} "
           "is {a}.", "{s} where the number of {n} is {a}.", "{s} when "
           "the number of {n} is {a}.", "{s}, so the number of {n} is "
           "{a}.")
# the noun of the problem's other count, by problem
OTHER = {"Janet": "eggs", "Tom": "boxes", "Mia": "trays", "Leo": "hours"}


def clause(add):
    """The reference is the other clause's value (the reason's): the
    answer's statement says another."""
    for p, a, v, stmt, gers in cases():
        s = statement(stmt, v)
        n = OTHER[s.split()[0]]
        for t in CLAUSES:
            add("clause-twin", str(a), p, work(a, v, 0) + t.format(
                s=s, a=a, n=n))
            add("clause-right", str(v), p, work(a, v, 0) + t.format(
                s=s, a=a, n=n)) if t.startswith("{s} since there") \
                else None


GETS_PROBLEM = ("Leo earns $5 per hour and works {a} hours. How much money "
                "does Leo get?")
GETS_RIGHTS = ("Leo gets ${v} by working {a} hours.", "Leo gets {v} dollars "
               "in {a} hours.", "So Leo receives ${v} for {a} hours.",
               "Leo got ${v} after working {a} hours.")
GETS_TWINS = ("Leo gets about ${v} in {a} hours.", "Leo gets ${v} or ${u} "
              "in {a} hours.", "Leo gets ${v} in {a} hours, I think.",
              "Leo gets at least ${v} in {a} hours.", "Leo might get ${v} "
              "in {a} hours.", "Leo gets ${v} in {a} hours, but ${u} in "
              "5 hours.", "Leo gets ${u} in {a} hours.", "Leo gets ${v} "
              "in {a} hours?", "Leo never gets ${v} in {a} hours.")


def gets(add):
    """The verbs "gets", "got" and "receives" conclude as "earns" does
    (answer_rows.c R_CONCL): the statement's value before a second
    one of the problem's."""
    for a in (4, 7, 12):
        v = 5 * a
        p = GETS_PROBLEM.format(a=a)
        w = "%d × 5 = %d.\n\n" % (a, v)
        for t in GETS_RIGHTS:
            add("gets-right", str(v), p, w + t.format(v=v, a=a))
            add("gets-wrong", str(v + 1), p, w + t.format(v=v, a=a))
        for t in GETS_TWINS:
            add("gets-twin", str(v), p, w + t.format(v=v, a=a, u=v + 1))


def main():
    verify_run.usage("hostile_means59")
    return verify_run.run_kinds("hostile_means59", verify_run.kind_rows(
        [gerund, means, reasonor, clause, gets]), width=8)


if __name__ == "__main__":
    sys.exit(main())
