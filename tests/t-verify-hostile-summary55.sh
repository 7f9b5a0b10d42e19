#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-summary55.sh: a summary of the work after the answer
# ("This step-by-step approach ensures that each part of the calculation
# is clear and accurate.") is read word by word: one that bounds, hedges
# or belittles the value ("This approach ensures the total is off by a
# bit.", "... gives a total that is too high.", "... a rough estimate";
# 108 rewarded after a last statement) never is, and a summary after a
# box or an answer phrase is read (72 lost) unless it holds a value
# (tests/verify/hostile_summary55.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-summary55

hostile summary55 "no bounded or belittled summary rewarded" 700 170 "right"
step "no right form lost" test "$(hostile_count summary55 lost)" -eq 0
exit 0
