#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_boldwords151.py: a bold value of a number and several words
after an answer's label ("### ✅ Answer: **196 square inches**", "**57
empty seats** after the second stop.", round 39's GRPO rollouts of
Qwen3-4B, whose policy stopped boxing) is read as the label's "196
square inches" is, the number and its words ("196 \\\\text{ square
inches}"): it was compared as written, a product of variables, and
lost.  Words that bound, doubt, negate or are no noun of the problem's
("**12 sheep or more**", "**12 sheep maybe**", "**12 sheep minimum**",
"**12 blorf glorp**") stay unread (issue 26, session 67).

usage: hostile_boldwords151.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

CASES = (
    ("A rectangle is 28 inches long and 7 inches wide. What is its area "
     "in square inches?", 196, "square inches", "28 × 7 = 196"),
    ("A bus has 92 seats and 35 people on it. How many empty seats are "
     "there?", 57, "empty seats", "92 - 35 = 57"),
    ("A contest has 18 contestants and 6 are female. How many male "
     "contestants are there?", 12, "male contestants", "18 - 6 = 12"),
)
LABELS = ("### ✅ Answer: **{v} {w}**", "✅ Answer: **{v} {w}**.",
          "**Final Answer:** **{v} {w}**", "Answer: **{v} {w}** in all.")
TWINS = ("or more", "maybe", "minimum", "at least", "blorf glorp",
         "not", "or fewer", "probably")


def bold(add):
    for p, v, w, work in CASES:
        for lab in LABELS:
            r = work + "\n\n---\n\n" + lab.format(v=v, w=w)
            add("bold-right", str(v), p, r)
            add("bold-wrong", str(v + 1), p, r)
            for t in TWINS:
                add("bold-twin", str(v), p, work + "\n\n---\n\n" +
                    lab.format(v=v, w=w.split()[-1] + " " + t))


def main():
    verify_run.usage("hostile_boldwords151")
    return verify_run.run_kinds(
        "hostile_boldwords151", verify_run.kind_rows([bold]), width=8)


if __name__ == "__main__":
    sys.exit(main())
