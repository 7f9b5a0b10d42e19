#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_so103.py: a last statement or a whole response that opens on
"So" or "OK", a comma, a colon or a space, then the value alone or its
computation ("So, 7.", "So 7.", "OK, 3 + 4 = 7.", "So, x = 7."),
rewarded, and the same hedged, asked, negated, bounded or given two
values ("So, maybe 7.", "So 7?", "So, not 7.", "So, about 7.", "So, 7
or 8."), never (issue 26, session 60).

Two letters are no prose to the readers of a bare value, so "So, 7"
was read as the value whole and compared as math (not equal: a right
answer lost), and a whole response of a line of work and such a line
was read whole: 41 of this generator's 48 right forms were lost on
session 59's binary, and 3 twins rewarded; papo_answer_short_opener
now passes the opener by.

usage: hostile_so103.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Tom has 3 apples and buys 4 more. How many apples does he "
           "have?")
OPENERS = ["So, ", "So ", "OK, ", "Ok, ", "so, ", "So: "]
VALUES = ["7.", "3 + 4 = 7.", "$7$.", "x = 7."]
TWINS = ["maybe 7.", "7?", "not 7.", "about 7.", "7 or 8.", "~7.",
         "3 + 4 ~ = 7.", "probably 7.", "at least 7.", "7, I guess."]
# the whole response, or its last paragraph after a line of work
PLACES = ["{}", "3 + 4 = 7\n\n{}"]


def kinds(add):
    for o in OPENERS:
        for pl in PLACES:
            kind = "whole" if pl == "{}" else "last"
            for v in VALUES:
                r = pl.format(o + v)
                add(kind + "-right", "7", PROBLEM, r)
                add(kind + "-wrong", "8", PROBLEM, r)
            for t in TWINS:
                add(kind + "-twin", "7", PROBLEM, pl.format(o + t))


def main():
    verify_run.usage("hostile_so103")
    return verify_run.run_kinds(
        "hostile_so103", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
