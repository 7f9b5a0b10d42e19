#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-verdict59.sh: "Thus, our answer is verified and
# correct: \boxed{460}" and "\boxed{9} dollars over the two-week
# period." are read; a verdict that negates, doubts or asks, a bound
# ("over the limit") and another period's count ("over the five
# weeks") stay no answer (24 right forms lost on session 46's binary)
# (tests/verify/hostile_verdict59.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-verdict59

hostile verdict59 "a verdict before the colon, a period after over, read" 100 25 "right"
step "no right form lost" test "$(hostile_count verdict59 lost)" -eq 0
exit 0
