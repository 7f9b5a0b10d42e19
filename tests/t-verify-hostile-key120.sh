#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-key120.sh: {"correct_answer_key": "b"} and the other
# keys an evaluation harness asks for hold the answer; hedged, two
# options, a grade or a confidence beside it, a correction after it, or
# a draft's key never rewarded (tests/verify/hostile_key120.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-key120

hostile key120 "a harness's answer keys" 250 45 "right"
step "no right form lost" test "$(hostile_count key120 lost)" -eq 0
exit 0
