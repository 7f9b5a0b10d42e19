#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lettered63.sh: an option's value with its letter
# after it ("Answer: 7 (C)", "The answer is 7, option C.") is that
# option, against its letter and its value; with another option's
# letter ("So the correct choice is 7 (D).") it names two and is refused
# (192 wrong answers rewarded and 192 right ones lost on session 50's
# binary) (tests/verify/hostile_lettered63.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lettered63

hostile lettered63 "another option's letter beside a value refused" 1300 \
    380 "right"
step "no right form lost" test "$(hostile_count lettered63 lost)" -eq 0
exit 0
