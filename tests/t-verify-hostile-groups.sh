#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-groups.sh: a number whose digits a no-break, narrow
# no-break or thin space groups ("1 234 567" as French and Russian set
# it) is read as that number after an answer phrase, in a box and in a
# last statement; another number, a short group, two numbers and an
# approximation before it are not rewarded, with those spaces, a comma
# or a plain space ("The answer is about 1,910.", rewarded on main)
# (tests/verify/hostile_groups.py, issue 26).
set -u
. "$TOP/tests/lib.sh"

hostile groups "no twin rewarded, every right answer is" 700 120 "right"
exit 0
