#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_labelstmt157.py: a bare answer label and a statement of its
own under it that restates the question with the problem's numbers
("Answer:\\n\\nHalf the number of spots they all have combined is
2450.", "Answer:\\nAna will have peeled 5 more oranges than Jane after
an hour."), as Plan-and-Solve's text-davinci-003 writes it
(round 36), is read by the last statement's rules, not refused as a
phrase that offers several values; a second value offered, a bound, a
hedge or a value of its own beside the answer stay refused (issue 26,
session 68).

On session 67's binary every one was "the phrase offers more than one
value".

usage: hostile_labelstmt157.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

CASES = [
    ("There are 40 cobras with 70 spots each and 60 mambas with 35 spots "
     "each. What is half the number of spots they all have combined?",
     "2450", "Half the number of spots they all have combined is {v}."),
    ("Julie had $500. She spent 20% of it on clothes and 25% of the rest "
     "on CDs. How much money did Julie have left?", "300",
     "Julie had ${v} left."),
    ("Ana peels 8 oranges an hour and Jane peels 3 oranges an hour. How "
     "many more oranges will Ana have peeled than Jane after an hour?",
     "5", "Ana will have peeled {v} more oranges than Jane after an hour."),
]
LABELS = ["Answer:\n\n", "Answer:\n", "**Answer:**\n\n", "Answer: "]
WORK = ["Let's work it out step by step.\n\n", ""]
# another value, a bound, a hedge after the statement
TWINS = ["{s} Or maybe {o}.", "{s}\n\nOr {o}.", "{s} It could also be {o}.",
         "{s} I am not sure.", "{s} That is at least {v}."]


def label(add):
    for prob, val, st in CASES:
        other = str(int(val) + 1)
        for lab in LABELS:
            for w in WORK:
                r = w + lab + st.format(v=val)
                add("label-right", val, prob, r)
                add("label-wrong", other, prob, r)
                for t in TWINS:
                    add("label-twin", val, prob, w + lab + t.format(
                        s=st.format(v=val), o=other, v=val))


def main():
    verify_run.usage("hostile_labelstmt157")
    return verify_run.run_kinds(
        "hostile_labelstmt157", verify_run.kind_rows([label]), width=8)


if __name__ == "__main__":
    sys.exit(main())
