#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_suffix51.py: a last sentence that opens on the value and ends
on "is the answer" ("12 is the answer.", "Thus, 12 is the correct
answer.", "12 apples is the final answer."; issue 26, session 39: lost
before, read by the count subject's finder, whose words must all be the
problem's), and the same sentence bounded, hedged, negated, disowned or
followed by another value (never rewarded); and the answer's label
abbreviated, "Ans: 12" (lost before: "Ans" was no word an answer may
follow).

usage: hostile_suffix51.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): plain ("12 is the answer."),
opener ("Thus, 12 is ..."), noun ("12 apples is ..."), math ("$12$ is
..."), ans ("Ans: 12").
"""
import sys

import verify_run

PROBLEMS = [
    ("Tom has {a} apples and buys {b} more. How many apples does he "
     "have?", "apples"),
    ("A shelf holds {a} books and {b} more are added. How many books "
     "are on the shelf?", "books"),
    ("A farm has {a} cows and buys {b} more cows. How many cows does "
     "the farm have now?", "cows"),
]

OPENERS = ("", "Thus, ", "So, ", "Hence, ", "Therefore, ", "Thus ",
           "Therefore ")
SUFFIXES = ("is the answer", "is the final answer", "is the correct answer")

# what may never follow or bound the statement: {s} the statement with
# no stop, {w} another value
TWINS = [
    "{s}, I think.",
    "{s}, or maybe {w}.",
    "{s}. Actually, it is {w}.",
    "{s} (not sure).",
    "{s}?",
    "{s} to a different question.",
    "{s} given in the book, but it is wrong.",
    "{s} only if none are lost.",
    "{s} unless I misread the problem.",
    "{s}. Hmm, I doubt it.",
    "{s} if we ignore the last step.",
    "{s} according to Bob, who is wrong.",
]
NEGATED = [
    "{v} is not the answer.",
    "{v} isn't the answer.",
    "{v} is the wrong answer.",
    "{v} is one possible answer.",
    "{v} might be the answer.",
    "{v} is probably the answer.",
    "{v} is not the final answer.",
    "{v} is the expected answer, but not ours.",
    "Is {v} the answer?",
]


def forms(v, noun):
    """The kinds' statements of value v (no stop), by kind."""
    for o in OPENERS:
        for x in SUFFIXES:
            yield ("opener" if o else "plain"), "%s%d %s" % (o, v, x)
            yield "noun", "%s%d %s %s" % (o, v, noun, x)
            yield "math", "%s$%d$ %s" % (o, v, x)


ANS = ("Ans: {v}", "Ans : {v}", "ANS: {v}", "ans: {v}", "Ans:{v}",
       "Ans: {v} {n}", "**Ans:** {v}")
ANS_TWINS = ("Ans: {v} or {w}", "Ans: maybe {v}", "Ans: not {v}",
             "Ans: {v}. Not sure.", "Ans: {v}, I think", "Ans: {v}?",
             "Ans: {v}\n\nWait, it is {w}.", "Ans: about {v}",
             "Ans: at least {v}", "Ans (draft): {v}", "Trans: {v}")


def kinds(add):
    """Every problem's rows, for verify_run.kind_rows."""
    for a, b in ((5, 7), (12, 30), (48, 52), (100, 26)):
        v = a + b
        for q, noun in PROBLEMS:
            p = q.format(a=a, b=b)
            work = "%d + %d = %d.\n\n" % (a, b, v)
            for kind, st in forms(v, noun):
                add(kind + "-right", str(v), p, work + st + ".")
                add(kind + "-wrong", str(v + 1), p, work + st + ".")
                for t in TWINS:
                    add(kind + "-twin", str(v), p,
                        work + t.format(s=st, w=v + 2))
            for t in NEGATED:
                add("negated-twin", str(v), p, work + t.format(v=v))
            for t in ANS:
                r = work + t.format(v=v, n=noun)
                add("ans-right", str(v), p, r)
                add("ans-wrong", str(v + 1), p, r)
            for t in ANS_TWINS:
                add("ans-twin", str(v), p, work + t.format(v=v, w=v + 2))


def main():
    verify_run.usage("hostile_suffix51")
    return verify_run.run_kinds("hostile_suffix51",
                                verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
