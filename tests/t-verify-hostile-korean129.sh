#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-korean129.sh: a Korean subject named by a verb's
# adnominal form or a quantity's noun, a value named the answer after it
# ("\boxed{39}가 답입니다.", "39が答えです。", "39就是答案。"), a counter
# and a verb after a box, and "よって、\boxed{39}です。" are read; a doubt,
# a negation, a question, someone else's answer stays unread
# (tests/verify/hostile_korean129.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-korean129

hostile korean129 "Korean subjects, the value named the answer" \
    1050 250 "right"
step "no right form lost" test "$(hostile_count korean129 lost)" -eq 0
exit 0
