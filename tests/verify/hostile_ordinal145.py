#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_ordinal145.py: an ordinal right after the value that begins a
compound the problem writes ("49 fourth-grade boys", "49 fourth grade
boys" for the problem's "fourth grade boys", Claude 3 Haiku's reply in
round 38) names the noun, not a rank of the value; an ordinal the
problem does not write so ("49 fifth-grade boys", "49 first") stays
unread (issue 26, session 66).

On session 65's binary every right form was refused ("words after it
in its sentence not recognised": "fourth").

usage: hostile_ordinal145.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

CASES = [
    ("There are 53 fourth-grade boys and 4 were absent. How many fourth "
     "grade boys were at school?", "49", "fourth", "boys", "fifth"),
    ("The club has 30 third-year students and 6 left. How many third "
     "year students are in the club now?", "24", "third", "students",
     "fourth"),
    ("A farm keeps 12 first-class hens and buys 8 more. How many "
     "first-class hens does it keep?", "20", "first", "hens", "sixth"),
]


def ordinals(add):
    for p, v, o, noun, other in CASES:
        w = str(int(v) + 1)
        for sep in ("-", " "):
            for lead in ("Therefore, there are ", "So the answer is "):
                r = ("We subtract and add.\n\n" + lead + v + " " + o + sep +
                     p.split(o + ("-" if "-" in p else " "))[1].split()[0]
                     + " " + noun + ".")
                add("ord-right", v, p, r)
                add("ord-wrong", w, p, r)
                add("ord-twin", v, p, r.replace(" " + o + sep,
                                                " " + other + sep))
                add("ord-twin", v, p, r[:-1] + ", I think.")
        add("ord-twin", v, p, "We subtract.\n\nTherefore, it is " + v + " " +
            o + ".")


def main():
    verify_run.usage("hostile_ordinal145")
    return verify_run.run_kinds(
        "hostile_ordinal145", verify_run.kind_rows([ordinals]), width=8)


if __name__ == "__main__":
    sys.exit(main())
