#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-restate27.sh: the answer said again after it, with a
# lead-in that says so, in sixteen languages
# (tests/verify/hostile_restate27.py): "La réponse est \boxed{36}.\n\nJe
# répète : la réponse est 36."  On main (841bcea4) every one of the 72
# right answers was refused (the lead-in was no row) and 153 twins were
# rewarded: a phrase after the box took the words no row reads after
# its value as a unit ("คำตอบคือ 36 ฉันไม่แน่ใจ", "The answer is 36
# zzyzx").  Now every right one is rewarded and no twin is: another
# value, a doubt after it, a word no row reads after the value.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-restate27

hostile restate27 "no twin rewarded, every right one" 700 72 right
step -o hostile-restate27.out "no right answer lost" \
    test "$(hostile_count restate27 lost)" -eq 0
exit 0
