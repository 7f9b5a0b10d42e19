#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_plural133.py: a noun written in the singular after the
answer where the problem writes its plural ("Jack received 1 more
letter in the morning than in the afternoon." for "... 8 letters ...",
"1 box" for "boxes", "1 berry" for "berries") is the problem's word,
and the value's noun compared as the asked one ("Answer: 1 berry."); a
doubt, a question or a word the problem does not write stays unread
(issue 26, session 65).

On session 64's binary every right form was refused ("words after it
in its sentence not recognised": "letter"); text-davinci-003's
Plan-and-Solve answers to SVAMP end so.

usage: hostile_plural133.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

CASES = [
    ("Jack received 8 letters in the morning and 7 letters in the "
     "afternoon. How many more letters did Jack receive in the morning "
     "than in the afternoon?", "1",
     ["Jack received 1 more letter in the morning than in the afternoon.",
      "Jack got 1 more letter in the morning."]),
    ("Ann packs 3 boxes and Bob packs 2 boxes. How many more boxes does "
     "Ann pack than Bob?", "1",
     ["Ann packs 1 more box than Bob.", "Ann packs 1 more box."]),
    ("Mia picked 5 berries and ate 4 berries. How many berries are left?",
     "1", ["Mia has 1 berry left.", "There is 1 berry left."]),
]
LEADS = ["Therefore, ", "So ", "Answer:\n\n", "Answer: "]


def plurals(add):
    for p, v, stmts in CASES:
        w = str(int(v) + 1)
        for lead in LEADS:
            for st in stmts:
                r = "We compute the difference.\n\n" + lead + st
                add("sing-right", v, p, r)
                add("sing-wrong", w, p, r)
                add("sing-twin", v, p, r[:-1] + ", I think.")
                add("sing-twin", v, p, r[:-1] + "?")
                add("sing-twin", v, p, r[:-1] + ", or maybe not.")
            add("sing-twin", v, p, lead + "Jack received " + v +
                " more blorf in the morning.")


def main():
    verify_run.usage("hostile_plural133")
    return verify_run.run_kinds(
        "hostile_plural133", verify_run.kind_rows([plurals]), width=8)


if __name__ == "__main__":
    sys.exit(main())
