#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_decimals.py: two plain decimals against each other, their
integer parts one or two apart (issue 26's speed, round 19).

usage: hostile_decimals.py PAPO_VERIFY [--list]

papo_verify_compare refuses two plain decimals, one with a point,
whose integer parts are two or more apart before it parses them
(decimals_apart in lib/verify/verify.c): a literal's rounding (a unit
in its last place, at most 0.1) cannot close a gap over 1.  One apart,
it can: 999.99 is 1000.0 to the rounding of 1000.0 (four significant
digits), so such pairs must go on to the comparison.  For each value
N from 100 up, each order (as reference and as response) and each
response form (a box, an answer phrase, GSM8K's "A: N" line):

 - control-rounded: "N+1.0" against "N.99", "N.999": equal by the
   rounding of the coarser literal, integer parts one apart;
 - control-same: "N.5" against "N.50";
 - apart: "N+2.0" against "N.99", "N+2" against "N.5", "N" against
   "N+3.25": more than 1 apart, never equal;
 - near: "N+1" against "N.5", "N+1.0" against "N.5": one apart and
   farther than any rounding: never equal.

Exits 1 when a variant of "apart" or "near" is rewarded or a control
is not.  Prints a count per family.  --list writes the variants (JSONL).
"""

import sys

import verify_run

FORMS = ("The answer is $\\boxed{%s}$.", "So the answer is %s.",
         "Adding them up.\nA: %s")
VALUES = (100, 101, 199, 999, 1234, 4999, 9999, 12345, 99999)


def pairs():
    for n in VALUES:
        yield "control-rounded", "%d.0" % (n + 1), "%d.99" % n
        yield "control-rounded", "%d.0" % (n + 1), "%d.999" % n
        yield "control-same", "%d.5" % n, "%d.50" % n
        yield "apart", "%d.0" % (n + 2), "%d.99" % n
        yield "apart", "%d" % (n + 2), "%d.5" % n
        yield "apart", "%d" % n, "%d.25" % (n + 3)
        yield "near", "%d" % (n + 1), "%d.5" % n
        yield "near", "%d.0" % (n + 1), "%d.5" % n


def rows():
    for f, a, b in pairs():
        for x, y in ((a, b), (b, a)):
            for form in FORMS:
                yield f, x, form % y


def main():
    verify_run.usage("hostile_decimals")
    vs = verify_run.records(rows())
    return verify_run.run("hostile_decimals", vs, lambda v: v["family"],
                          width=16)


if __name__ == "__main__":
    sys.exit(main())
