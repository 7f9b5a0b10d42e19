#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-ownheading153.sh: an answer on a heading line of its
# own ("### ✅ Answer: **10 weeks**") is its own section, whatever step
# heading stands above it; "#### 10" under a failed step stays no answer
# (tests/verify/hostile_ownheading153.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-ownheading153

hostile ownheading153 "an answer on a heading line of its own" 20 9 "right"
step "no right form lost" test "$(hostile_count ownheading153 lost)" -eq 0
exit 0
