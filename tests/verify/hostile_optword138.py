#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_optword138.py: a box of an option's letter under a sentence
that names that option in words no listed language's rows hold
("Optie C is onjuist.\\n\\n\\\\boxed{C}", Dutch for "option C is
wrong"; Swedish, Czech, Hungarian, Finnish, made-up words) is no
answer: the sentence may disown the option in a language papo does not
read; a sentence the rows read, choosing or matching the option, keeps
the box, and so does a connective of conclusion before the letter in
parentheses, "Hence (C)." (issue 26, session 66).

On session 65's binary the twins of two or three words around the
letter were rewarded: a refusal needed a negation row, and the words
no row holds were too few to make the sentence unread; "Hence (C)."
above the box was refused as prose no row reads.

usage: hostile_optword138.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Which number is the sum of 1 and 2?\n(A) 1\n(B) 2\n(C) 3\n"
           "(D) 4")
UNREAD = ["Optie {c} is onjuist.", "Alternativ {c} är fel.",
          "Možnost {c} je špatně.", "A(z) {c} válasz hibás.",
          "Vaihtoehto {c} on väärä.", "Optie {c} klopt niet.",
          "Blorf {c} is glorp.", "Zorg {c} ist blorf.", "Blorf ({c}).",
          "Wrong ({c}).", "Not ({c}).", "Maybe ({c})."]
READ = ["The correct option is {c}.", "Option {c} fits best.",
        "So the answer must be {c}.", "Therefore, the answer is {c}.",
        "Looking at the options, this matches option {c}.",
        "La respuesta correcta es la {c}.", "Hence ({c}).", "Thus, ({c}).",
        "So ({c}).", "Donc ({c})."]
LEADS = ["We add 1 and 2 and get 3.\n\n", ""]
BOXES = ["\\boxed{{{c}}}", "$\\boxed{{{c}}}$", "\\[\n\\boxed{{{c}}}\n\\]"]


def options(add):
    for lead in LEADS:
        for box in BOXES:
            b = box.format(c="C")
            for u in UNREAD:
                add("opt-twin", "C", PROBLEM,
                    lead + u.format(c="C") + "\n\n" + b)
            for r in READ:
                resp = lead + r.format(c="C") + "\n\n" + b
                add("opt-right", "C", PROBLEM, resp)
                add("opt-wrong", "B", PROBLEM, resp)


def main():
    verify_run.usage("hostile_optword138")
    return verify_run.run_kinds(
        "hostile_optword138", verify_run.kind_rows([options]), width=8)


if __name__ == "__main__":
    sys.exit(main())
