#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_rate47.py: a rate after the answer's noun that the problem
does not ask for ("The answer is 126 books per shelf.", "\\boxed{126}
books on each shelf.", "126 books each") gives another quantity than
the total asked: a different unit, a wrong answer (issue 26).

usage: hostile_rate47.py PAPO_VERIFY [--list]

Family total-rate: a problem that asks for the books a library has,
answered with the right total given as a rate (per, on each, every,
each; after a phrase's value, a box or a last statement): never
rewarded.  Their right twins: right-total, the same statements without
the rate; right-rate, a problem whose question asks the rate ("How many
books are on each shelf?", "How many books does it lend per day?")
answered so.  Every right response also stands against another
reference (family wrong, never rewarded).

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

TOTAL = ("A library has {a} shelves with {b} books on each shelf. How "
         "many books does the library have?")
SHARE = ("A library has {t} books shared equally among {a} shelves. How "
         "many books are on each shelf?")
DAILY = ("A library lends {t} books in {a} days, the same number every "
         "day. How many books does it lend per day?")

RATES = ["per shelf", "on each shelf", "each", "per day", "every day",
         "per year", "a day", "a week"]
FORMS = ["The answer is {v} books {r}.", "The answer is \\boxed{{{v}}} "
         "books {r}.", "So the library has {v} books {r}.",
         "\\boxed{{{v}}} books {r}."]


def variants(rng):
    vs = []
    for _ in range(6):
        for f in FORMS:
            a, b = rng.randint(3, 12), rng.randint(13, 29)
            v = a * b
            p = TOTAL.format(a=a, b=b)
            for r in RATES:
                verify_run.add(vs, "total", "total-rate", str(v),
                               f.format(v=v, r=r), p)
            verify_run.right(vs, "total", str(v),
                             f.format(v=v, r="").replace(" .", "."), p,
                             fam="right-total", wrong=str(v + 7))
            verify_run.right(vs, "share", str(b),
                             f.format(v=b, r="per shelf"),
                             SHARE.format(t=a * b, a=a), fam="right-rate",
                             wrong=str(b + 1))
            verify_run.right(vs, "daily", str(b),
                             f.format(v=b, r="per day"),
                             DAILY.format(t=a * b, a=a), fam="right-rate",
                             wrong=str(b + 1))
    return vs


def main():
    verify_run.usage("hostile_rate47")
    return verify_run.run("hostile_rate47", variants(random.Random(4737)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
