#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-suffix51.sh: a last sentence that opens on the value
# and ends on "is the answer" (tests/verify/hostile_suffix51.py, issue
# 26): "12 is the answer.", "Thus, 12 is the correct answer.", "12
# apples is the final answer." are rewarded (360 of 756 were lost), and
# the same bounded, hedged, negated, disowned or followed by another
# value never is; "Ans: 12" is an answer's label (84 lost before).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-suffix51

hostile suffix51 "none bounded or disowned rewarded" 10000 700 "right"
step "no right form lost" test "$(hostile_count suffix51 lost)" -eq 0
step "6 kinds counted" test "$(hostile_groups suffix51 '[a-z]*')" -ge 6
exit 0
