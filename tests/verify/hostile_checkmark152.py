#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_checkmark152.py: a check mark that opens the last statement
("✅ The final value is $750.", "### ✅ So Allyson is 28.", round 39's
GRPO rollouts of Qwen3-4B) says this is the answer, as it does before
"Answer:", and is no symbol papo cannot read; a cross, a warning sign
or a symbol elsewhere in the statement, a doubt, a question, stay what
they were (issue 26, session 67).

On session 66's binary every right form was refused ("a symbol papo
cannot read in the value").

usage: hostile_checkmark152.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = "Pima invested $400; it grew to $500, then by half again. What is it worth?"
MARKS = ("\u2705 ", "\u2705\ufe0f ", "\u2714 ", "\u2714\ufe0f ", "\u2611 ",
         "### \u2705 ", "**\u2705** ")
STATEMENTS = ("The final value is $750.", "So the investment is worth $750.",
              "Therefore, the total is $750.")
TWINS = ("{m}The final value is $750 \u274c", "\u274c The final value is $750.",
         "\u26a0\ufe0f The final value is $750.",
         "{m}Maybe the final value is $750.",
         "{m}The final value is $750?", "{m}The final value is $750 \u203d")


def marks(add):
    work = "$500 + $250 = $750\n\n"
    for m in MARKS:
        for st in STATEMENTS:
            add("mark-right", "750", PROBLEM, work + m + st)
            add("mark-wrong", "751", PROBLEM, work + m + st)
        for t in TWINS:
            add("mark-twin", "750", PROBLEM, work + t.format(m=m))


def main():
    verify_run.usage("hostile_checkmark152")
    return verify_run.run_kinds(
        "hostile_checkmark152", verify_run.kind_rows([marks]), width=8)


if __name__ == "__main__":
    sys.exit(main())
