#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-sign59.sh: a sign's word and a number after an answer
# phrase ("The answer is negative 42.", "答案是负42。", "答えはマイナス42
# です。") are the negative number; a word before the sign, a unit, a
# doubt, a question, a bound or another value after it are no answer,
# and the positive reference is not rewarded (27 right forms lost on
# session 46's binary) (tests/verify/hostile_sign59.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-sign59

hostile sign59 "a sign's word before the answer's number, read" 100 27 "right"
step "no right form lost" test "$(hostile_count sign59 lost)" -eq 0
exit 0
