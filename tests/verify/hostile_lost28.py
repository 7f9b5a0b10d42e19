#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lost28.py: right answers issue 26's review 27 found lost
(/work/notes/s21/review27.md's finding 13), each kind in
many variants, each right one with twins that must stay refused.

usage: hostile_lost28.py PAPO_VERIFY [--list]

Kinds (a variant's family is KIND-right, KIND-wrong or KIND-twin):
  tr_unit  a Turkish unit word after the value ("Cevap: 3 saat.",
           "Cevap 36 santimetre."), against the English unit; wrong:
           another unit or value; twins: Turkish doubt or negation
           after it
"right" variants are to be rewarded (refused: lost signal, counted
apart); "wrong" (another reference) and "twin" never.  Prints a count
per kind and the summary line tests/lib.sh's hostile reads:
"hostile_lost28: N variants (M right), K wrong, L lost".  Exits 1 when
a wrong one or a twin is rewarded.
"""
import sys

import verify_run

# Turkish unit words, the English unit, another unit of the same kind
TR_UNITS = [("saat", "hours", "minutes"), ("saniye", "seconds", "minutes"),
            ("gün", "days", "weeks"), ("hafta", "weeks", "days"),
            ("santimetre", "cm", "m"), ("metre", "m", "cm"),
            ("kilometre", "km", "m"), ("milimetre", "mm", "cm"),
            ("kilogram", "kg", "g"), ("gram", "g", "kg"),
            ("litre", "L", "mL"), ("mililitre", "mL", "L")]
TR_PHRASES = ["Cevap: {v} {u}.", "Cevap {v} {u}.", "Doğru cevap {v} {u}.",
              "Cevap: {v} {u}"]
TR_AFTER = ["Ama emin değilim.", "Hayır, bu yanlış.", "Yoksa değil mi?"]


def tr_unit(add):
    for i, (w, en, oth) in enumerate(TR_UNITS):
        for j, t in enumerate(TR_PHRASES):
            v = 3 + 5 * i + j
            r = t.format(v=v, u=w)
            add("tr_unit", "right", "%d \\text{ %s}" % (v, en), r)
            add("tr_unit", "wrong", "%d \\text{ %s}" % (v, oth), r)
            add("tr_unit", "wrong", "%d \\text{ %s}" % (v + 1, en), r)
            for a in TR_AFTER:
                add("tr_unit", "twin", "%d \\text{ %s}" % (v, en),
                    r + " " + a)


def variants():
    vs = []

    def add(kind, fam, ans, resp):
        verify_run.add(vs, kind, kind + "-" + fam, ans, resp)

    tr_unit(add)
    return vs


def main():
    verify_run.usage("hostile_lost28")
    vs = variants()
    return verify_run.run_kinds("hostile_lost28", vs, width=8)


if __name__ == "__main__":
    sys.exit(main())
