#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_cutoff143.py: a response cut off by its token limit in the
middle of a number it had just computed ("Average = -$10.50 / 3 =
-$3.50\\n\\nTherefore, on average, he lost $3") or before a sum's
result ("Jim's current age\\n4 + 20"), Claude 3 Haiku's replies in a
self-correction study, has no answer; a sentence that ends the number
whole ("he lost $3.50", "he lost $3." after "$3.00"), a labelled
rounding ("A: 5" after "5.27"), a result after '=' and a finished sum
("4 + 20 = 24") keep theirs (issue 26, session 66).

On session 65's binary both twins were rewarded.

usage: hostile_cutoff143.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

P1 = ("Johnny's dad lost $10.50 over 3 races. How much did he lose on "
      "average per race?")
P2 = ("Jim was 4 when the show came out 20 years ago. How old is Jim "
      "now?")


def cutoffs(add):
    for lead in ("Step 4: Average.\n", ""):
        work = lead + "Average = -$10.50 / 3 = -$3.50\n\n"
        add("cut-twin", "3", P1, work + "Therefore, on average, he lost $3")
        add("cut-twin", "3", P1, work + "So he lost 3")
        add("cut-right", "3.50", P1, work +
            "Therefore, on average, he lost $3.50")
        add("cut-right", "3.50", P1, work +
            "Therefore, on average, he lost $3.50.")
        add("cut-wrong", "3", P1, work +
            "Therefore, on average, he lost $3.50.")
        whole = lead + "Average = $9.00 / 3 = $3.00\n\n"
        add("cut-right", "3", P1, whole + "Therefore, he lost $3")
        add("cut-right", "3", P1, whole + "Therefore, he lost $3.")
        add("cut-right", "5", P1, lead + "So 580 / 110 = 5.27 bags.\nA: 5")
        sums = lead + "Step 3: current age.\nAge then + years since = now\n"
        add("cut-twin", "24", P2, sums + "4 + 20")
        add("cut-twin", "24", P2, sums + "4 + 20 ")
        add("cut-right", "24", P2, sums + "4 + 20 = 24")
        add("cut-right", "24", P2, sums + "4 + 20 = 24\nJim is 24.")
        add("cut-wrong", "25", P2, sums + "4 + 20 = 24")


def main():
    verify_run.usage("hostile_cutoff143")
    return verify_run.run_kinds(
        "hostile_cutoff143", verify_run.kind_rows([cutoffs]), width=8)


if __name__ == "__main__":
    sys.exit(main())
