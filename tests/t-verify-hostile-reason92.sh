#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-reason92.sh: a negation of another language, or one
# that ends the clause, in a reason after the answer ("The answer is 7
# because he buys 4 more nicht.", "Answer: 7 because 3 + 4 = 7 না") is
# never rewarded (1,020 of 2,111 were on session 58's binary); the
# reasons alone, in eleven languages, still are
# (tests/verify/hostile_reason92.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-reason92

hostile reason92 "a negation at a reason's end or of another language" \
    2000 25 "right"
step "no right form lost" test "$(hostile_count reason92 lost)" -eq 0
exit 0
