#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-can59.sh: Chinese 能 (can) before the question's
# verb in a last statement ("所以她每天能赚 18 美元。") is read as 可以 is;
# 可能, 不能, 能否, a bound, a doubt or a question stay no answer (15
# right forms lost on session 46's binary)
# (tests/verify/hostile_can59.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-can59

hostile can59 "能 before the question's verb, read" 65 18 "right"
step "no right form lost" test "$(hostile_count can59 lost)" -eq 0
exit 0
