#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_after33.py: a reason after a box that checks it with the
problem's own arithmetic ("\\boxed{42}, since 6 × 7 = 42."), the sum or
product written with an ASCII, a Unicode or a TeX sign; and certainty
that opens the sentence with a doubt word under a negator ("Without a
doubt, \\boxed{42}.").

usage: hostile_after33.py PAPO_VERIFY [--list]

Each round draws the problem's two numbers (pens and sheep in each, or
apples had and got) and writes the box, then a reason word ("since",
"because", "as") and the arithmetic that reaches the box's value
(family "right": rewarded).  The same response against another
reference ("wrong"), and the twins that hold another value or a doubt
in the reason ("other": "= 48"; "or": "= 42, or 48"; "doubt": "= 42, I
think"; "another-op": the arithmetic ends in the value but a number the
problem does not state is in it) are never rewarded.  Certainty
("Without a doubt, \\boxed{42}.", "No doubt about it — ...") is
"right"; its twins (family "doubt": the phrase negated again or not
opening the sentence, "or maybe 48", "I think", "some doubt") are not.
Random but seeded: the same variants every run.

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list writes
the variants (JSONL) instead.
"""
import random
import sys

import verify_run

PROBLEMS = [
    ("A farmer has {a} pens with {b} sheep in each pen. How many sheep "
     "does the farmer have?", "*"),
    ("Each of {a} boxes holds {b} apples. How many apples are there in "
     "all?", "*"),
    ("Tom has {a} apples and buys {b} more. How many apples does Tom have "
     "now?", "+"),
]
SIGNS = {"*": [" × ", " \\times ", " * ", " · ", "\\cdot"],
         "+": [" + "]}
REASONS = ["since", "because", "as"]
SHAPES = ["\\boxed{{{v}}}, {r} {e}.", "The answer is \\boxed{{{v}}}, {r} {e}.",
          "$\\boxed{{{v}}}$, {r} {e}."]
WRAP = ["{x}", "${x}$"]


def variants(rng):
    vs = []
    for _ in range(120):
        text, op = rng.choice(PROBLEMS)
        a, b = rng.randint(3, 12), rng.randint(3, 12)
        while a == b:
            b = rng.randint(3, 12)
        problem = text.format(a=a, b=b)
        v = a * b if op == "*" else a + b
        sign = rng.choice(SIGNS[op])
        if sign == "\\cdot":
            sign = " \\cdot "
        wrap = rng.choice(WRAP)
        if "\\" in sign:
            wrap = "${x}$"  # a TeX sign only in math
        shape = rng.choice(SHAPES)
        reason = rng.choice(REASONS)
        o = v + rng.choice([1, 2, 6])

        def eq(x, y, res, tail=""):
            return wrap.format(x="%d%s%d = %s" % (x, sign.replace(
                "  ", " "), y, res)) + tail

        def say(e):
            return shape.format(v=v, r=reason, e=e)

        verify_run.right(vs, op, str(v), say(eq(a, b, v)), problem,
                         wrong=str(o))
        verify_run.add(vs, op, "other", str(v), say(eq(a, b, o)), problem)
        verify_run.add(vs, op, "or", str(v),
                       say(eq(a, b, v, ", or %d" % o)), problem)
        verify_run.add(vs, op, "doubt", str(v),
                       say(eq(a, b, v, ", I think")), problem)
        c = a + 13  # a number the problem does not state
        verify_run.add(vs, op, "another-op", str(v),
                       say(eq(c, b, v)), problem)
    sure(vs, rng)
    return vs


# certainty: a doubt word under a negator, opening the sentence
SURE = ["Without a doubt, \\boxed{{{v}}}.", "No doubt about it \u2014 "
        "\\boxed{{{v}}}.", "Without any doubt, the answer is \\boxed{{{v}}}.",
        "Beyond a doubt, \\boxed{{{v}}}.", "No doubt: \\boxed{{{v}}}."]
# their twins: the doubt negated again, or a doubt, or another value
UNSURE = ["I can't say without a doubt, but \\boxed{{{v}}}.",
          "Not without a doubt: \\boxed{{{v}}}.",
          "Without a doubt, \\boxed{{{v}}}, or maybe {o}.",
          "No doubt about it \u2014 \\boxed{{{v}}}, I think.",
          "I have some doubt: \\boxed{{{v}}}.",
          "No doubts remain unless it is {o}: \\boxed{{{v}}}."]


def sure(vs, rng):
    """The certainty rows (family "right") and their twins ("doubt")."""
    for _ in range(40):
        a, b = rng.randint(3, 12), rng.randint(13, 20)
        problem = PROBLEMS[0][0].format(a=a, b=b)
        v, o = a * b, a * b + 6
        verify_run.right(vs, "sure", str(v), rng.choice(SURE).format(v=v),
                         problem, wrong=str(o))
        verify_run.add(vs, "sure", "doubt", str(v),
                       rng.choice(UNSURE).format(v=v, o=o), problem)


def main():
    verify_run.usage("hostile_after33")
    return verify_run.run("hostile_after33", variants(random.Random(2633)),
                          verify_run.family, verify_run.is_right,
                          what="right ones", width=12, lost=held)


def held(v):
    """A right one still lost, counted apart: "No doubt" opening a box's
    sentence is read as a negation, "Without any doubt, the answer is"
    as words before the phrase no row reads."""
    return v["response"].startswith(("No doubt", "Without any doubt"))


if __name__ == "__main__":
    sys.exit(main())
