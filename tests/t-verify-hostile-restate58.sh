#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-restate58.sh: a check or a restatement after the box
# in the words models write ("Double-checking: 30 + 6 = 36. Correct.",
# "Verification: 30 + 6 = 36, which matches.", "That's 36 apples.")
# keeps the answer; a check that finds another value, asks, doubts or
# denies does not (114 right forms lost, none rewarded wrongly, on
# session 45's binary) (tests/verify/hostile_restate58.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-restate58

hostile restate58 "a check or a restatement after the box, read" 500 130 "right"
step "no right form lost" test "$(hostile_count restate58 lost)" -eq 0
exit 0
