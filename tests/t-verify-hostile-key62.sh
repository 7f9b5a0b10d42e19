#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-key62.sh: a key beside a JSON or YAML answer that
# holds a grading word inside another ("unverified": true, "incorrect":
# true, "needs_verification": true, "uncertainty": "high") or doubts as
# a flag ("uncertain": true, "caveat": true) disowns it; "is_correct":
# true, "answerVerified": true, "confidence_level": "high" keep it (102
# wrong answers rewarded and 9 right ones lost on session 49's binary)
# (tests/verify/hostile_key62.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-key62

hostile key62 "grading words inside other keys refused" 220 54 "right"
step "no right form lost" test "$(hostile_count key62 lost)" -eq 0
exit 0
