#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-fix37.sh: right answers in the forms around them that
# main (a574b08c) lost, in each listed language
# (tests/verify/hostile_fix37.py): a correction with no statement row or
# an opener it did not know ("No wait, 42.", "Hmm, no — it's 42.",
# "Edit: the answer is 42.", "Non, attends : 42."), an old value struck
# through before the new one ("~~48~~ 42"), a reason after the answer
# ("…, parce que 6 × 7 = 42."), a last sentence that states a total
# ("Insgesamt 42.").  None of their twins is rewarded: the value
# corrected or struck away, a correction then a doubt or a return, a
# reason whose computation ends on another value or that doubts, a
# total then a doubt.  main: 291 lost, 13 wrong of 352 right ones; 8
# lost now, counted apart (hostile_fix37.py's held).
set -u
. "$TOP/tests/lib.sh"

hostile fix37 "corrections, strikes, reasons and totals read" 1800 350 \
    "right ones"
step -o hostile-fix37.out "at most 8 right ones lost (a Japanese or Korean reason sentence after the answer)" \
    test "$(hostile_count fix37 lost)" -le 8
exit 0
