#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lead125.sh: the sentence right before a box: another
# set of letters or a negation of its value there gives no answer, the
# same answer stated by a phrase is recognised, and letters under "A．"
# lines are compared as a set (tests/verify/hostile_lead125.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lead125

hostile lead125 "the sentence before a box read with it" 90 28 "right"
step "no right form lost" test "$(hostile_count lead125 lost)" -eq 0
exit 0
