#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_annot155.py: "of" and "to" joining the problem's words
after a value inside the math ("\\\\boxed{28 \\\\text{ pieces of chocolate
candy}}", "\\\\boxed{900 \\\\text{ students choose to attend the
university}}") are read as the value's description, as round 39's GRPO
rollouts write it; a word that bounds, hedges or offers another value
("or more", "at most", "of 30", "to 30", "not 29", "on a guess") and a
word the problem does not use stay unread (issue 26, session 68).

On session 67's binary "of" and "to" were no recognised word, and the
description was not equal to the reference.  ("by", "on", "a" and "an"
were tried and withdrawn after an adversarial pass: "28 \\text{ pieces
a day}" is a rate.)

usage: hostile_annot155.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

CASES = [
    ("Lucas makes 4 pieces of chocolate candy for each of his 7 "
     "students. How many pieces of chocolate candy will Lucas make on "
     "Monday?",
     "28", ["pieces of chocolate candy", "pieces of candy",
            "pieces of chocolate candy to make"]),
    ("Of 1000 students accepted, 90% choose to attend the university. "
     "How many students choose to attend the university?", "900",
     ["students choose to attend the university", "students to attend"]),
    ("Each box holds 6 eggs of a hen. How many eggs are in 7 boxes?",
     "42", ["eggs of a hen", "eggs in a box", "eggs of the boxes"]),
]
BAD = ["{w} or more", "{w} at most", "{w} of 30", "{w} to 30",
       "{w}, not 29", "{w} on a guess", "{w} zorblax", "{w} or fewer"]
WRAP = ["So the answer is $\\boxed{{{v} \\text{{ {w}}}}}$.",
        "Therefore, the total is \\(\\boxed{{{v} \\text{{ {w}}}}}\\).",
        "\\[\n\\boxed{{{v} \\text{{ {w}}}}}\n\\]"]


def annot(add):
    for prob, val, words in CASES:
        other = str(int(val) + 1)
        for w in words:
            for t in WRAP:
                r = t.format(v=val, w=w)
                add("annot-right", val, prob, r)
                add("annot-wrong", other, prob, r)
                for b in BAD:
                    add("annot-twin", val, prob,
                        t.format(v=val, w=b.format(w=w)))


def main():
    verify_run.usage("hostile_annot155")
    return verify_run.run_kinds(
        "hostile_annot155", verify_run.kind_rows([annot]), width=8)


if __name__ == "__main__":
    sys.exit(main())
