#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-chain95.sh: a last statement whose value ends a
# computation in TeX math after its verb ("The shop sells $12 \times 5 =
# 60$ pens.", "... \(12 \cdot 5 = 60\) pens in 5 days.") is rewarded in
# English, German, French and Spanish (20 of 28 were lost on session 58's
# binary); hedged, bounded, doubted, with another result or a word before
# the value ("12 × 5 = blorf 60": 32 rewarded there) it is not
# (tests/verify/hostile_chain95.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-chain95

hostile chain95 "a computation in TeX math as a statement's value" 730 28 \
    "right"
step "no right form lost" test "$(hostile_count chain95 lost)" -eq 0
exit 0
