#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_boldask159.py: a bold number and the question's own words in
its order after an answer's label ("### ✅ Answer: **33 more jeans than
scarves**" for "How many more jeans are there than scarves?"), as round
39's GRPO rollouts write it, is read as the value and its description:
the comparison's words are the question's, not a bound.  The words in
another order, a word the question does not hold, a hedge or the other
comparison stay refused or unequal (issue 26, session 68).

On session 67's binary the bold text was compared as written: not
equal.

usage: hostile_boldask159.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

CASES = [
    ("There are 70 jeans and 37 scarves. How many more jeans are there "
     "than scarves?", "33", ["more jeans than scarves"],
     ["more scarves than jeans", "more jeans than shirts",
      "more jeans than scarves or so", "fewer jeans than scarves",
      "than scarves"]),
    ("Cheryl found 56 eggs and the other children found 27. How many more "
     "eggs did Cheryl find than the other children?", "29",
     ["more eggs than the other children", "more eggs"],
     ["more eggs than Cheryl", "more eggs at most",
      "more eggs than the other children, maybe"]),
]
LABELS = ["### \u2705 Answer: **{w}**.", "**Answer:** **{w}**",
          "Final answer: **{w}**"]


def bold(add):
    for prob, val, rights, twins in CASES:
        other = str(int(val) + 1)
        for lab in LABELS:
            for w in rights:
                r = "We subtract.\n\n" + lab.format(w=val + " " + w)
                add("bold-right", val, prob, r)
                add("bold-wrong", other, prob, r)
            for w in twins:
                add("bold-twin", val, prob, "We subtract.\n\n" +
                    lab.format(w=val + " " + w))


def main():
    verify_run.usage("hostile_boldask159")
    return verify_run.run_kinds(
        "hostile_boldask159", verify_run.kind_rows([bold]), width=8)


if __name__ == "__main__":
    sys.exit(main())
