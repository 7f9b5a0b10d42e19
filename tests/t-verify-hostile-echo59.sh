#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-echo59.sh: a Thai statement that echoes the
# question's words after its number's measure word ("... 18
# ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกร") is read; a bound, a doubt, another value
# or words the problem does not write after it are not, even where the
# problem writes the bound (9 right forms lost on session 46's binary)
# (tests/verify/hostile_echo59.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-echo59

hostile echo59 "the question's words echoed after a Thai number, read" 50 12 "right"
step "no right form lost" test "$(hostile_count echo59 lost)" -eq 0
exit 0
