#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-trip61.sh: a statement of the value and its noun that
# ends with the question's own phrase and its number ("The train travels
# 180 miles in 3 hours." to "How far does it travel in 3 hours?") is
# read; another span, a hedge or a doubt stays refused (12 right answers
# lost on session 48's binary) (tests/verify/hostile_trip61.py, issue
# 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-trip61

hostile trip61 "the question's phrase after the statement, read" 60 18 "right"
step "no right form lost" test "$(hostile_count trip61 lost)" -eq 0
exit 0
