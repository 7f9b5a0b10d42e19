#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_undone124.py: a response whose last statement is numbers
joined by an operation left undone ("Profit = (50 x 10) - 440\\n\\n= 500
- 440", and no more: text-davinci-003's Plan-and-Solve answers cut off
so) is no answer, though the operation's value is the reference; the
same chain carried to its value ("= 500 - 440 = 60", "= 500 - 440\\n=
60"), a fraction ("= 3/4") and a variable's expression stay answers
(issue 26, session 64).

On session 63's binary the last statement "= 500 - 440" was read as an
expression and rewarded against 60.

usage: hostile_undone124.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Tim sells 10 jars for $50 each; they cost him $440. How much "
           "profit does he make?")
LEADS = ["Profit = (Price per jar x 10 jars) - Cost\n\n",
         "Calculation:\n\n", "Cost = 440\n\nProfit:\n"]
UNDONE = ["= 500 - 440", "= (50 x 10) - 440",
          "= 50 × 10 - 440", "= 50 * 10 - 440", "= $500 - $440",
          "= 250 + 250 - 440", "$$= 500 - 440$$", "= 500 - 440\n"]
DONE = ["= 500 - 440 = 60", "= 500 - 440\n= 60", "= 60",
        "= 500 - 440\n\n= 60", "So the profit is 60.",
        "= 500 - 440 = $60"]


def undone(add):
    for lead in LEADS:
        for u in UNDONE:
            add("undone-twin", "60", PROBLEM, lead + u)
        for d in DONE:
            add("done-right", "60", PROBLEM, lead + d)
            add("done-wrong", "61", PROBLEM, lead + d)
    # a fraction and an expression in a variable are values
    add("value-right", "3/4", "What fraction is shaded?",
        "Shaded = 3 out of 4\n\n= 3/4")
    add("value-wrong", "2/3", "What fraction is shaded?",
        "Shaded = 3 out of 4\n\n= 3/4")
    add("value-right", "2x + 3", "Simplify x + 3 + x.",
        "x + 3 + x\n\n= 2x + 3")
    add("value-wrong", "2x + 4", "Simplify x + 3 + x.",
        "x + 3 + x\n\n= 2x + 3")


def main():
    verify_run.usage("hostile_undone124")
    return verify_run.run_kinds(
        "hostile_undone124", verify_run.kind_rows([undone]), width=8)


if __name__ == "__main__":
    sys.exit(main())
