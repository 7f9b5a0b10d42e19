#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_approxbox148.py: a box alone on its line under a sentence that
gives the same value as approximate ("Therefore, the area of the circle
is approximately 12.56.\\n\\n\\\\boxed{12.56}", round 38's calibration
study) restates an approximation: no answer, where the problem asks for
no rounding; the same sentence without the word, or under a problem
that asks to round, is the answer: the box commits to the rounding (a
sign there, "\u2248 12.56", is still read as a hedge by the reading of
the sentence alone, and not generated; issue 26, session 67).

On session 66's binary the longer sentences' box was rewarded against
4\\pi (a truncation of 12.566 is equal to it by the comparison's rule):
"The area is approximately 12.56." was read as doubt, "Therefore, the
area of the circle is approximately 12.56." was not.

usage: hostile_approxbox148.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = "What is the area of a circle of radius 2?"
ROUND = ("What is the area of a circle of radius 2, rounded to two "
         "decimal places?")
SENTENCES = ["The area is {w}12.56.",
             "Therefore, the area of the circle is {w}12.56.",
             "So the area of the circle with radius 2 is {w}12.56 "
             "square units.",
             "Thus, the area of this circle comes to {w}12.56.",
             "Hence the circle's area is {w}12.56."]
WORDS = ["approximately ", "about ", "roughly ", "around ", "nearly ",
         "\u2248 ", "~"]
BOXES = ["\n\n\\boxed{12.56}", "\n\\[\\boxed{12.56}\\]",
         "\n\n$\\boxed{12.56}$"]


def approx(add):
    for t in SENTENCES:
        for b in BOXES:
            for w in WORDS:
                r = "Area = 3.14 * 2^2.\n" + t.format(w=w) + b
                add("approx-twin", "4\\pi", PROBLEM, r)
                if w.strip() in ("\u2248", "~"):
                    continue    # the sentence read alone: a hedge
                add("round-right", "12.56", ROUND, r)
                add("round-wrong", "12.57", ROUND, r)
            r = "Area = 3.14 * 2^2.\n" + t.format(w="") + b
            add("plain-right", "12.56", PROBLEM, r)
            add("plain-wrong", "12.57", PROBLEM, r)


def main():
    verify_run.usage("hostile_approxbox148")
    return verify_run.run_kinds(
        "hostile_approxbox148", verify_run.kind_rows([approx]), width=8)


if __name__ == "__main__":
    sys.exit(main())
