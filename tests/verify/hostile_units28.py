#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_units28.py: right answers issue 26's review 28 found lost
(its finding 7, units), each kind in many variants, each right one
with twins that must stay refused.

usage: hostile_units28.py PAPO_VERIFY [--list]

Kinds (a variant's family is KIND-right, KIND-wrong or KIND-twin):
  ko_unit  a unit in Latin letters with the Korean copula glued to it
           ("따라서 최종 답은 36 cm입니다.", "정답은 36kg이다.", the
           polite "36 cm이에요", "36 cm예요"), against the unit and against the same size in another unit ("360
           mm"); wrong: another unit of the dimension, another value;
           twins: a hedge, a bound, a guess, a question or a negation
           glued after the unit ("36 cm쯤입니다", "36 cm이상입니다",
           "36 cm일 것입니다", "36 cm입니까?", "36 cm이 아닙니다", "36
           cm일 거예요"), and
           a word that merely starts with the unit ("36 cmx입니다")
"right" variants are to be rewarded (refused: lost signal, counted
apart); "wrong" (another reference) and "twin" never.  Prints a count
per kind and the summary line tests/lib.sh's hostile reads:
"hostile_units28: N variants (M right), K wrong, L lost".  Exits 1 when
a wrong one or a twin is rewarded.
"""
import sys

import verify_run

# (unit as written, the same size in another unit: factor and unit,
# another unit of the dimension, never the same size)
KO_UNITS = [
    ("cm", 10, "mm", "m"),
    ("mm", 0.1, "cm", "km"),
    ("m", 100, "cm", "km"),
    ("km", 1000, "m", "cm"),
    ("kg", 1000, "g", "mg"),
    ("g", 1000, "mg", "kg"),
    ("mL", 0.001, "L", "kL"),
    ("L", 1000, "mL", "kL"),
    ("h", 60, "min", "s"),
    ("min", 60, "s", "h"),
]

# the statement before the value, with and without a space before the unit
KO_PHRASES = [
    "따라서 최종 답은 {v} {u}입니다.",
    "따라서 최종 답은 {v}{u}입니다.",
    "그러므로 정답은 {v} {u}입니다.",
    "정답은 {v} {u}이다.",
    "따라서 답은 {v} {u}입니다",
    "계산하면 {p}\n\n따라서 최종 답은 {v} {u}입니다.",
    "따라서 최종 답은 {v} {u}이에요.",
    "정답은 {v}{u}예요.",
]

# what may be glued after the unit instead of the copula: never a
# committed value
KO_TWINS = [
    "{v} {u}쯤입니다.", "{v} {u}정도입니다.", "{v} {u}가량입니다.",
    "{v} {u}이상입니다.", "{v} {u}미만입니다.", "{v} {u}이하입니다.",
    "{v} {u}일 것입니다.", "{v} {u}인 것 같습니다.",
    "{v} {u}입니까?", "{v} {u}이 아닙니다.", "{v} {u}x입니다.",
    "{v} {u}일지도 모릅니다.",
    "{v} {u}일 거예요.", "{v} {u}쯤이에요.", "{v} {u}정도예요.",
    "{v} {u}예요?", "{v} {u}이 아니에요.", "{v} {u}인 것 같아요.",
]


def num(x):
    """x written as a model would: no trailing zeros."""
    s = ("%.6f" % x).rstrip("0").rstrip(".")
    return s


def ko_unit(add):
    for i, (u, f, u2, oth) in enumerate(KO_UNITS):
        for j, t in enumerate(KO_PHRASES):
            v = 3 + 7 * i + j
            r = t.format(v=v, u=u, p="%d × 1 = %d" % (v, v))
            add("ko_unit", "right", "%d \\text{ %s}" % (v, u), r)
            add("ko_unit", "right", "%s \\text{ %s}" % (num(v * f), u2),
                r)
            add("ko_unit", "wrong", "%d \\text{ %s}" % (v, oth), r)
            add("ko_unit", "wrong", "%d \\text{ %s}" % (v + 1, u), r)
            add("ko_unit", "wrong", "%s \\text{ %s}" % (num((v + 1) * f),
                                                         u2), r)
        for j, t in enumerate(KO_TWINS):
            v = 3 + 7 * i + j
            for lead in ("따라서 최종 답은 ", "정답은 "):
                r = lead + t.format(v=v, u=u)
                add("ko_unit", "twin", "%d \\text{ %s}" % (v, u), r)
                add("ko_unit", "twin", "%d \\text{ %s}" % (v, u),
                    r.replace(" " + u, u, 1))


def variants():
    vs = []

    def add(kind, fam, ans, resp):
        verify_run.add(vs, kind, kind + "-" + fam, ans, resp)

    ko_unit(add)
    return vs


def main():
    verify_run.usage("hostile_units28")
    vs = variants()
    return verify_run.run_kinds("hostile_units28", vs, width=8)


if __name__ == "__main__":
    sys.exit(main())
