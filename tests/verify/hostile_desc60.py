#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_desc60.py: a description of an age, a height or a capacity
before the copula, and a unit's power written as a bare digit ("m2"),
in English conclusions (issue 26, session 48).

"So Tom's age is 36." was refused as a description that names no
quantity (answer_open.c quantities[] had no age, height, depth,
capacity, duration, mass, population, proportion or temperature), and
"Tom's current age is 36 years." for "current" (opens_ascii[]); "Its
area is 40 m2." read 2 as another value (answer_prose.c
papo_answer_unit_power: a bare 2 or 3 glued to the symbol ending the
word).  Money rates ("hourly wage", "salary") are not added: a rate
where the problem asks a total stays another quantity.  With a hedge,
a bound, a negation or another unit they stay refused or unequal.

usage: hostile_desc60.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): age, area.
"""
import sys

import verify_run

AGE = "Tom is 3 times as old as his son. His son is {a}. How old is Tom?"
AREA = ("A rectangle is {a} m long and 5 m wide. What is its area in "
        "square meters?")


def desc(add):
    verify_run.kind_forms(
        add, "age", (36, 45, 63), AGE,
        ("So Tom's age is {v}.", "Tom's current age is {v} years.",
         "Therefore, Tom's age is {v} years."),
        ("So Tom's age is about {v}.", "Tom's age might be {v}.",
         "Tom's current age is not {v} years.",
         "Tom's age is at least {v}.", "So Tom's age is {v} or {u}."),
        a_of=lambda v: v // 3, work=lambda v: "3 × %d = %d.\n\n" % (
            v // 3, v))
    verify_run.kind_forms(
        add, "area", (40, 55, 65), AREA,
        ("Its area is {v} m2.", "The area is {v} m2.",
         "So the area of the rectangle is {v} m2."),
        ("Its area is {v} m3.", "Its area is about {v} m2.",
         "Its area is {v} cm2.", "Its area is {v} m2 or {u} m2."),
        a_of=lambda v: v // 5, work=lambda v: "%d × 5 = %d.\n\n" % (
            v // 5, v))


def main():
    verify_run.usage("hostile_desc60")
    return verify_run.run_kinds("hostile_desc60",
                                verify_run.kind_rows([desc]), width=8)


if __name__ == "__main__":
    sys.exit(main())
