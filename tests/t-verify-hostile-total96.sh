#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-total96.sh: a last sentence that is the count and its
# noun with a word that sums it ("7 apples in total.", "So, 7 apples in
# total.") or a computation and the count's noun ("3 + 4 = 7 apples.") is
# rewarded (19 of 24 were lost on session 58's binary); hedged, negated,
# doubted, asked or with another value it is not
# (tests/verify/hostile_total96.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-total96

hostile total96 "a count summed, or a computation and its noun" 550 24 \
    "right"
step "no right form lost" test "$(hostile_count total96 lost)" -eq 0
exit 0
