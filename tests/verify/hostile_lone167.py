#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lone167.py: number words of Vietnamese and Indonesian that
are plain ASCII ("hai", "ba", "dua", "lima") are words of other
languages too: Italian's "Se hai altre domande, chiedi pure!" after the
answer is a sign-off, not a second value of two.  They count only in a
sentence or beside a problem written in their language (Vietnamese by a
letter of its own, Indonesian by a word of its own): "Vậy đáp án là
hai." and "Jadi jawabannya adalah dua." are read as 2 (issue 26,
session 71: a helper's pass in 14 languages lost 30 Italian right
answers to "hai").

usage: hostile_lone167.py PAPO_VERIFY [--list]

Kinds: lone (families lone-right, rewarded; lone-wrong, the same against
another value; lone-twin, never rewarded).
"""
import sys

import verify_run

IT_PROBLEM = "Marco ha 5 mele e ne compra altre 7. Quante mele ha ora?"
IT_STMTS = ["La risposta \u00e8 12.", "Quindi la risposta \u00e8 12.",
            "La risposta finale \u00e8 \\boxed{12}.", "\\boxed{12}"]
IT_OFFS = ["Se hai altre domande, chiedi pure!",
           "Se hai bisogno di altro, fammi sapere!",
           "Se hai bisogno di aiuto, fammi sapere!",
           "Fammi sapere se hai bisogno di altro."]
VI_PROBLEM = ("Lan c\u00f3 5 qu\u1ea3 t\u00e1o, \u0103n 3 qu\u1ea3. "
              "C\u00f2n l\u1ea1i m\u1ea5y qu\u1ea3?")
ID_PROBLEM = "Budi punya 5 apel dan makan 3. Berapa apel yang tersisa?"


def lone(add):
    work = "5 + 7 = 12\n\n"
    for stmt in IT_STMTS:
        for off in IT_OFFS:
            r = work + stmt + "\n\n" + off
            add("lone-right", "12", IT_PROBLEM, r)
            add("lone-wrong", "13", IT_PROBLEM, r)
            # another answer or a doubt after the sign-off
            add("lone-twin", "12", IT_PROBLEM,
                r + "\n\nLa risposta \u00e8 13.")
            add("lone-twin", "12", IT_PROBLEM,
                r + "\n\nMa non ne sono sicuro.")
    # the words in their own language: a count
    for r in ["5 - 3 = 2. V\u1eady \u0111\u00e1p \u00e1n l\u00e0 hai.",
              "V\u1eady \u0111\u00e1p \u00e1n l\u00e0 hai."]:
        add("lone-right", "2", VI_PROBLEM, r)
        add("lone-wrong", "3", VI_PROBLEM, r)
    for r in ["5 - 3 = 2. Jadi jawabannya adalah dua.",
              "Jadi jawabannya adalah dua."]:
        add("lone-right", "2", ID_PROBLEM, r)
        add("lone-wrong", "3", ID_PROBLEM, r)
    # a Vietnamese count after the answer is another value
    add("lone-twin", "2", VI_PROBLEM,
        "V\u1eady \u0111\u00e1p \u00e1n l\u00e0 \\boxed{2}. C\u00f2n ba "
        "qu\u1ea3 n\u1eefa.")


def main():
    verify_run.usage("hostile_lone167")
    return verify_run.run_kinds(
        "hostile_lone167", verify_run.kind_rows([lone]), width=8)


if __name__ == "__main__":
    sys.exit(main())
