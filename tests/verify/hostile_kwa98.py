#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_kwa98.py: Swahili problems that give a rate with "kwa" and a
span of time ("Duka linauza kalamu 12 kwa siku.": 12 pens a day), their
right answers with the count's noun ("Jibu ni 60 kalamu."), and the
same hedged or negated (issue 26, session 59).

"kwa" + a unit that ends a sentence was read as the unit the answer is
asked in ("kwa kilomita": in kilometres), so "kwa siku." made the
problem ask its answer in days and "60 kalamu" no count of them: not
equal, a right answer lost.  Before a span of time it is a rate's
"per" (verify_asked.c after_in) unless the sentence instructs ("Toa
jibu kwa dakika.", Swahili's answer, give and write now in
instruct_words[]).

usage: hostile_kwa98.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

# (kind, problem, value, right answers, hedged or negated twins)
ROWS = [
    ("day", "Duka linauza kalamu 12 kwa siku. Litauza kalamu ngapi kwa "
     "siku 5?", 60,
     ["Jibu ni 60 kalamu.", "Jibu: kalamu 60", "\\boxed{60} kalamu",
      "Kwa hiyo, duka litauza kalamu 60.", "Jibu ni 60."],
     ["Jibu ni takriban 60 kalamu.", "Jibu ni labda 60 kalamu.",
      "Jibu si 60 kalamu.", "Jibu ni 60 kalamu, nadhani.",
      "Jibu ni 61 kalamu."]),
    ("hour", "Mashine inatengeneza vikombe 15 kwa saa. Itatengeneza "
     "vikombe vingapi kwa saa 4?", 60,
     ["Jibu ni 60 vikombe.", "Jibu: vikombe 60", "\\boxed{60}",
      "Jibu ni 60."],
     ["Jibu ni karibu 60 vikombe.", "Jibu ni labda vikombe 60.",
      "Jibu si vikombe 60.", "Jibu ni 59 vikombe."]),
    ("week", "Amina anasoma vitabu 3 kwa wiki. Atasoma vitabu vingapi "
     "kwa wiki 6?", 18,
     ["Jibu ni 18 vitabu.", "Jibu: vitabu 18", "Jibu ni 18."],
     ["Jibu ni takriban 18 vitabu.", "Jibu si vitabu 18.",
      "Jibu ni 18 vitabu?"]),
    ("asked", "Gari linasafiri km 60 kwa saa. Litachukua muda gani "
     "kusafiri km 120? Toa jibu kwa dakika.", 120,
     ["Jibu ni dakika 120.", "Jibu ni 120.", "Jibu ni saa 2."],
     ["Jibu ni takriban dakika 120.", "Jibu si dakika 120.",
      "Jibu ni sekunde 120."]),
]


def kinds(add):
    for kind, p, v, rights, twins in ROWS:
        for r in rights:
            add(kind + "-right", str(v), p, r)
            add(kind + "-wrong", str(v + 7), p, r)
        for t in twins:
            add(kind + "-twin", str(v), p, t)


def main():
    verify_run.usage("hostile_kwa98")
    return verify_run.run_kinds(
        "hostile_kwa98", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
