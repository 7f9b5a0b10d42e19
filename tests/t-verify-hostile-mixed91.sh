#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-mixed91.sh: a negation, doubt or turn of another
# script before or inside a last statement in thirteen languages ("ไม่
# সুতরাং, 25% ছাত্র চশমা পরে।", "아니 所以戴眼镜的学生占25%。") is never
# rewarded (22 of 828 were on session 57's binary); the statements alone
# still are (tests/verify/hostile_mixed91.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-mixed91

hostile mixed91 "a word of another script in a last statement" 800 26 \
    "right"
step "no right form lost" test "$(hostile_count mixed91 lost)" -eq 0
exit 0
