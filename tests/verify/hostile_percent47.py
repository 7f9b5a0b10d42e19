#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_percent47.py: a percent sign or word right after a box or a
value ("\\boxed{126}%", "\\boxed{126}\\%", "\\boxed{126} percent",
"\\boxed{126} Prozent", "\\boxed{126}％") is part of the answer: 126%
is no count of books (issue 26: a different unit is a wrong answer).

usage: hostile_percent47.py PAPO_VERIFY [--list]

Family count-pct: a problem that asks for a count, answered with a
percentage of the right number: never rewarded.  Family right-pct: a
problem that asks for a percentage, the same answers: rewarded; and
right-count: the count answered bare (rewarded).  Every right response
also stands against another reference (family wrong, never rewarded).
A right one whose percent is a word of another language or a sign set
apart by a space ("\\boxed{300} Prozent", "\\boxed{300} %") is refused
as words after the box not recognised: lost signal, counted apart.

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

COUNT = ("A library has {a} shelves with {b} books on each shelf. How "
         "many books does the library have?")
PCT = ("A school had {a} pupils; this year it has {c} times as many. "
       "What percent of last year's number is this year's number?")

PCT_AFTER = ["\\boxed{%d}%%", "\\boxed{%d}\\%%", "\\boxed{%d} %%",
             "\\boxed{%d} percent", "\\boxed{%d} per cent",
             "\\boxed{%d} Prozent", "\\boxed{%d} pour cent",
             "\\boxed{%d} por ciento", "\\boxed{%d}％",
             "$\\boxed{%d}$%%"]
LEADS = ["The answer is ", "So the result is ", "Therefore ", ""]


def variants(rng):
    vs = []
    for _ in range(8):
        for t in PCT_AFTER:
            a, b = rng.randint(3, 12), rng.randint(13, 29)
            v = a * b
            r = rng.choice(LEADS) + t % v + "."
            verify_run.add(vs, "count", "count-pct", str(v), r,
                           COUNT.format(a=a, b=b))
            c = rng.randint(2, 5)
            r = rng.choice(LEADS) + t % (100 * c) + "."
            verify_run.right(vs, "pct", str(100 * c), r,
                             PCT.format(a=a, c=c), fam="right-pct",
                             wrong=str(100 * c + 10))
        a, b = rng.randint(3, 12), rng.randint(13, 29)
        r = rng.choice(LEADS) + "\\boxed{%d}." % (a * b)
        verify_run.right(vs, "count", str(a * b), r, COUNT.format(a=a, b=b),
                         fam="right-count", wrong=str(a * b + 7))
    return vs


def main():
    verify_run.usage("hostile_percent47")
    return verify_run.run("hostile_percent47", variants(random.Random(4731)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=12, lost=apart)


def apart(v):
    """A right one the tail reader refuses (lost, never rewarded)."""
    return any(w in v["response"] for w in
               ("} %", "Prozent", "pour cent", "por ciento"))


if __name__ == "__main__":
    sys.exit(main())
