#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-opt31.sh: an option's letter with a value not that
# option's ("Answer: (C) 26" where C is 24, "**Answer: C. 30**"), and
# another quantity's unit or a prefix for the one asked ("3 V" for "in
# A?", "25 kPa" for pascals), are not rewarded; the letter with its own
# value in six layouts of AQuA's and MathQA's options (glued "A)21
# B)22", MathQA's "a ) 21 , b ) 22" against a reference "b"), and a
# physics answer's unit in SI symbols after an answer phrase ("Answer:
# 12 m/s", "25 N/m^2", "12 m s^{-1}") are read (tests/verify/
# hostile_opt31.py, issue 26, review 31).  Main rewarded 265 twins and
# lost 119 right answers of these.  The 10 still lost are the policy:
# where the problem asks no unit, symbols stay letters ("12 m/s" for
# "What is its final speed?").
set -u
. "$TOP/tests/lib.sh"

hostile opt31 "no twin rewarded" 1790 390 "right"
step -o hostile-opt31.out "at most 10 right answers lost" \
    test "$(hostile_count opt31 lost)" -le 10
exit 0
