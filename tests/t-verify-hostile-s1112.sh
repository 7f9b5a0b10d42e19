#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-s1112.sh: s1's "<|im_start|>think ... <|im_start|>answer
# ..." read as reasoning and answer, in six languages; no answer segment,
# an empty or hedged one, or a turn after it never rewarded
# (tests/verify/hostile_s1112.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-s1112

hostile s1112 "s1's answer segment read, its reasoning not" 290 90 "right"
step "no right form lost" test "$(hostile_count s1112 lost)" -eq 0
exit 0
