#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-method54.sh: the remark on the method a model closes
# with after its answer ("This step-by-step approach ensures that each
# part of the problem is addressed clearly and logically, leading to the
# correct total.") is read whole (252 right forms were lost); the same
# shape with a hedge, a doubt, a bound, a negation, a condition or
# another value never is (tests/verify/hostile_method54.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-method54

hostile method54 "no hedged remark on the method rewarded" 1000 280 "right"
step "no right form lost" test "$(hostile_count method54 lost)" -eq 0
exit 0
