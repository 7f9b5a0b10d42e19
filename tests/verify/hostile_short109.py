#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_short109.py: a short response of the value after "Exactly"
or "Precisely" ("Exactly 7.", "Precisely, 7.") or before a mark that
ends a proof ("7. QED.", "7 ∎", "$7$ $\\blacksquare$"), rewarded; the
same with a doubt, a bound, a question, another value or a negation
beside it ("Exactly 7?", "Not exactly 7.", "Almost exactly 7.", "7 or 8.
QED."), never (issue 26, session 62).

On session 61's binary "Exactly 7." was no answer found (only "So" and
"OK" opened a short statement: papo_answer_short_opener) and "7. QED."
a whole response read with its mark, not equal; now the openers hold
"exactly" and "precisely", and find_whole reads the value before a
proof's mark (proof_end).

usage: hostile_short109.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Tom has 3 apples and buys 4 more. How many apples does he "
           "have?")
RIGHTS = ["Exactly 7.", "Precisely 7.", "Exactly, 7.", "Exactly: 7",
          "7. QED.", "7 ∎", "7. □", "So 7. QED.", "x = 7. QED",
          "$7$ $\\blacksquare$", "$7$. $\\square$", "7. Q.E.D."]
TWINS = ["Exactly 7?", "Exactly 7, I think.", "Not exactly 7.",
         "Almost exactly 7.", "Exactly 7 or 8.", "Precisely 7 or so.",
         "Exactly ~7.", "Exactly not 7.", "Exactly 7, maybe.",
         "Precisely 7?!", "7? QED.", "7 or 8. QED.", "Maybe 7. QED.",
         "7. QED? No.", "About 7 ∎", "Not 7. QED.", "7, not 8. QED? Hmm.",
         "≈ 7. QED.", "7 (I guess). QED."]


def shorts(add):
    for r in RIGHTS:
        add("short-right", "7", PROBLEM, r)
        add("short-wrong", "8", PROBLEM, r)
    for r in TWINS:
        add("short-twin", "7", PROBLEM, r)


def main():
    verify_run.usage("hostile_short109")
    return verify_run.run_kinds(
        "hostile_short109", verify_run.kind_rows([shorts]), width=8)


if __name__ == "__main__":
    sys.exit(main())
