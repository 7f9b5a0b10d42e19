#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-period54.sh: an answer's sentence that ends on the
# period the problem states its amounts in ("Jenny eats \boxed{9} cookies
# each week." where she buys them "a week") is read (672 right forms were
# lost); another period, a period where the question asks a total ("a
# school day" was read: 48 wrong rewards), a hedge, a bound or a
# correction after it never is (tests/verify/hostile_period54.py, issue
# 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-period54

hostile period54 "no other period, total or hedge rewarded" 3700 700 "right"
step "no right form lost" test "$(hostile_count period54 lost)" -eq 0
exit 0
