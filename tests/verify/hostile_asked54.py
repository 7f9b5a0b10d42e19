#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_asked54.py: an answer line that restates the question's own
words after the value, its negation too ("Answer: 120 pounds of carrots
will not be used." for "How many pounds of carrots will not be used?",
"Answer: 40 girls are not in the girl scout."; issue 26, session 42:
Qwen2.5-32B's replies in thinking-llms-interp's base and hybrid runs
refused, "words after it in its sentence not recognised") is read.
Never a negation the question does not ask ("will not be used" for
"will be used"), nor the question's phrase with a doubt, a bound, a
condition or another value after it.

usage: hostile_asked54.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): asked, imperative (the
question an instruction with no '?': "Find how many cows were not
sold."), prose (a last statement, "Sam did not work for 6 days.").
"""
import sys

import verify_run

VALUES = (120, 40, 7)
# (premise with {t}, the noun, the question's negated phrase, the same
# phrase not negated)
CASES = (("{t} pounds of carrots are shared among restaurants.", "pounds",
          "of carrots will not be used", "of carrots will be used"),
         ("Of the {t} students, some girls are in the girl scout.", "girls",
          "are not in the girl scout", "are in the girl scout"),
         ("A farm has {t} cows and sells some of them.", "cows",
          "were not sold", "were sold"),
         ("The club has {t} members and some voted.", "members",
          "did not vote", "voted"))
LEADS = ("Answer: {v} {n} {q}.", "The answer: {v} {n} {q}.",
         "**Answer:** {v} {n} {q}.", "Final answer: {v} {n} {q}",
         "So \\boxed{{{v}}} {n} {q}.", "Therefore, {v} {n} {q}.")
TWINS = ("Answer: {v} {n} {q}, I think.", "Answer: at most {v} {n} {q}.",
         # "or so": about (session 43: read as two function words)
         "Final answer: {v} {n} {q} or so.", "Answer: {v} {n} {q} or so",
         "Answer: {v} {n} {q}, give or take.",
         "Answer: {v} {n} {q} if none are left.",
         "Answer: {v} {n} {q}, or {u}.", "Answer: maybe {v} {n} {q}.")


# the question asked, and (session 43) the same as an instruction with
# no '?', its last sentence the question
HOWS = (("asked", "How many %s %s?"), ("imperative", "Find how many %s %s."),
        ("imperative", "Determine how many %s %s."))


def asked(add):
    for v in VALUES:
        for pre, n, neg, pos in CASES:
            p = pre.format(t=v * 3)
            work = "%d - %d = %d.\n\n" % (v * 3, v * 2, v)
            for kind, how in HOWS:
                q_neg = p + " " + how % (n, neg)
                q_pos = p + " " + how % (n, pos)
                for t in LEADS:
                    r = work + t.format(v=v, n=n, q=neg)
                    add(kind + "-right", str(v), q_neg, r)
                    add(kind + "-wrong", str(v + 1), q_neg, r)
                    add(kind + "-twin", str(v), q_pos, r)
                    r = work + t.format(v=v, n=n, q=pos)
                    add(kind + "-right", str(v), q_pos, r)
                    add(kind + "-twin", str(v), q_neg, r)
                for t in TWINS:
                    add(kind + "-twin", str(v), q_neg,
                        work + t.format(v=v, u=v + 1, n=n, q=neg))
                    add(kind + "-twin", str(v), q_pos,
                        work + t.format(v=v, u=v + 1, n=n, q=pos))


# a last statement with the question's negation and no answer phrase,
# the question asked or an instruction (the statement reader of
# answer_prose.c: session 43, one reader of the question's "not" with
# answer_said.c's)
PROSE_PROBLEMS = ("Sam worked {a} of {t} days. How many days did he not "
                  "work?",
                  "Sam worked {a} of {t} days. Find the number of days he "
                  "did not work.")
PROSE_OTHER = "Sam worked {a} of {t} days. Find the number of days he worked."
PROSE = ("Sam did not work for {v} days.", "So Sam did not work for {v} days.")


def prose(add):
    for v in VALUES:
        a, t = v * 2, v * 3
        for q in PROSE_PROBLEMS:
            for r in PROSE:
                add("prose-right", str(v), q.format(a=a, t=t), r.format(v=v))
                add("prose-wrong", str(v + 1), q.format(a=a, t=t),
                    r.format(v=v))
                add("prose-twin", str(v), PROSE_OTHER.format(a=a, t=t),
                    r.format(v=v))


def main():
    verify_run.usage("hostile_asked54")
    return verify_run.run_kinds("hostile_asked54",
                                verify_run.kind_rows([asked, prose]), width=8)


if __name__ == "__main__":
    sys.exit(main())
