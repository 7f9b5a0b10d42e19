#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-asked54.sh: an answer that restates the question's own
# words after the value, its negation too ("Answer: 120 pounds of carrots
# will not be used." for "How many pounds of carrots will not be used?")
# is read (60 right forms were lost); a negation the question does not
# ask, or the question's negation dropped ("So \boxed{40} cows were not
# sold." for "How many cows were sold?": 81 wrong rewards), a doubt, a
# bound, a condition or another value never is
# (tests/verify/hostile_asked54.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-asked54

hostile asked54 "no flipped negation rewarded" 400 140 "right"
step "no right form lost" test "$(hostile_count asked54 lost)" -eq 0
exit 0
