#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_after33.py: a reason after a box that checks it with the
problem's own arithmetic ("\\boxed{42}, since 6 × 7 = 42."), the sum or
product written with an ASCII, a Unicode or a TeX sign.

usage: hostile_after33.py PAPO_VERIFY [--list]

Each round draws the problem's two numbers (pens and sheep in each, or
apples had and got) and writes the box, then a reason word ("since",
"because", "as") and the arithmetic that reaches the box's value
(family "right": rewarded).  The same response against another
reference ("wrong"), and the twins that hold another value or a doubt
in the reason ("other": "= 48"; "or": "= 42, or 48"; "doubt": "= 42, I
think"; "another-op": the arithmetic ends in the value but a number the
problem does not state is in it) are never rewarded.  Random but seeded:
the same variants every run.

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
    return vs


def main():
    verify_run.usage("hostile_after33")
    return verify_run.run("hostile_after33", variants(random.Random(2633)),
                          verify_run.family, verify_run.is_right,
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
