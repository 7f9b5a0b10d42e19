#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-before27.sh: a short sentence of doubt right before
# the answer's statement, in twenty languages
# (tests/verify/hostile_before27.py): "I am not sure. The answer is
# \boxed{48}.", "我不确定。答案是 48。", blank lines between or not.  On
# main (841bcea4) 840 of the 1,074 twins were rewarded (the doubt was
# read only inside the answer's own sentence); now none is, and every
# right twin (a short sentence that checks, a long one whose doubt word
# is about the problem's things) still is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-before27

hostile before27 "no twin after a doubt rewarded, every right one" 1200 190 right
step -o hostile-before27.out "no right answer lost" \
    test "$(hostile_count before27 lost)" -eq 0
exit 0
