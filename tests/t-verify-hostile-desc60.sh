#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-desc60.sh: an age or a height described before the
# copula ("So Tom's age is 36.", "Tom's current age is 36 years.") and
# a power written as a bare digit ("Its area is 40 m2.") are read; with
# a hedge, a bound, a negation or another unit they are not rewarded
# (18 right answers lost on session 47's binary)
# (tests/verify/hostile_desc60.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-desc60

hostile desc60 "a quantity's description and a bare power, read" 60 18 "right"
step "no right form lost" test "$(hostile_count desc60 lost)" -eq 0
exit 0
