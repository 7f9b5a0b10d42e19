#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-than62.sh: a comparison turned around ("Ann has 5
# more apples than Tom." to "How many more apples does Tom have than
# Ann?") or the other way ("O Tom tem 5 maçãs a menos que a Ana."), in
# English and six MGSM languages, is refused, and "than Ann does." is
# read (21 wrong answers rewarded and 3 right ones lost on session 49's
# binary) (tests/verify/hostile_than62.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-than62

hostile than62 "a comparison turned around refused" 100 30 "right"
step "no right form lost" test "$(hostile_count than62 lost)" -eq 0
exit 0
