#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_units57.py: another unit of the dimension the problem asks,
its value not converted (issue 26, session 45).

Swapping the unit after the answer's value in every generator's right
forms (hours for minutes, liters for milliliters, cm for mm, days for
weeks, ...) found wrong units rewarded where the problem says which unit
it wants:

- "milliliters", "millilitres", "milligrams", "millimetres" were no
  unit papo sized (units.c, and latex.c's list of units read after a
  value): "Farid drinks 49 milliliters of water." for "How many liters
  ... ?" dropped the word and compared 49 with 49;
- "Find the number of days ..." asked no unit ("the number of" was no
  phrase that asks one, verify_asked.c), so "120 weeks" was 120;
- a difference asked by a comparative ("How much taller is Tom than
  Ann?", "How much heavier ...?", "How much older ...?") asked no kind
  of quantity, so the problem's one unit of that kind (told_unit: "150
  cm") was not the reference's: "5 mm taller" was 5.

usage: hostile_units57.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): milli, number, compare.
"""
import sys

import verify_run


def milli(add):
    for v in (49, 12, 250):
        for big, small, k, noun in (("liters", "milliliters", 1000, "water"),
                                    ("litres", "millilitres", 1000, "juice"),
                                    ("grams", "milligrams", 1000, "salt"),
                                    ("meters", "millimetres", 1000, "rope")):
            prob = "Farid has %d %s of %s and uses none. How many %s of " \
                "%s does Farid have?" % (v, big, noun, big, noun)
            work = "%d - 0 = %d.\n\n" % (v, v)
            for f in ("Farid has {v} {u} of %s." % noun,
                      "The answer is {v} {u}."):
                for r in (f.format(v=v, u=big), f.format(v=v * k, u=small)):
                    add("milli-right", str(v), prob, work + r)
                    add("milli-wrong", str(v + 1), prob, work + r)
                add("milli-twin", str(v), prob, work + f.format(v=v,
                                                              u=small))


def number(add):
    for v, a in ((120, 360), (40, 120), (7, 21)):
        for unit, other, k in (("days", "weeks", 7), ("hours", "minutes",
                                                      1 / 60.0),
                               ("minutes", "seconds", 1 / 60.0)):
            prob = "Sam worked %d of %d %s. Find the number of %s he did " \
                "not work." % (a - v, a, unit, unit)
            work = "%d - %d = %d.\n\n" % (a, a - v, v)
            right = "So Sam did not work for %d %s." % (v, unit)
            add("number-right", str(v), prob, work + right)
            add("number-wrong", str(v + 1), prob, work + right)
            add("number-twin", str(v), prob, work + "So Sam did not work "
                "for %d %s." % (v, other))


def compare(add):
    for v in (5, 12, 30):
        for adj, q, unit, small, k in (
                ("tall", "taller", "cm", "mm", 10),
                ("long", "longer", "m", "cm", 100),
                ("heavy", "heavier", "kg", "g", 1000),
                ("old", "older", "years", "months", 12)):
            prob = "Tom is %d %s %s and Ann is %d %s %s. How much %s is " \
                "Tom than Ann?" % (100 + v, unit, adj, 100, unit, adj, q)
            work = "%d - 100 = %d.\n\n" % (100 + v, v)
            for r in ("Tom is %d %s %s than Ann." % (v, unit, q),
                      "Tom is %d %s %s than Ann." % (v * k, small, q)):
                add("compare-right", str(v), prob, work + r)
                add("compare-wrong", str(v + 1), prob, work + r)
            add("compare-twin", str(v), prob, work + "Tom is %d %s %s "
                "than Ann." % (v, small, q))


def main():
    verify_run.usage("hostile_units57")
    return verify_run.run_kinds("hostile_units57", verify_run.kind_rows(
        [milli, number, compare]), width=8)


if __name__ == "__main__":
    sys.exit(main())
