#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-heading122.sh: the heading of the answer's section in
# Bengali, Korean, Thai, Telugu, Swahili, Italian or Portuguese ("**সমাধান:**",
# "### 1단계: 계산") is read by its language's rows; a draft's or a wrong
# attempt's heading stays unread (tests/verify/hostile_heading122.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-heading122

hostile heading122 "a heading of seven more languages read by its rows" \
    1500 700 "right"
step "no right form lost" test "$(hostile_count heading122 lost)" -eq 0
exit 0
