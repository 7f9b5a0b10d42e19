#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-mc50.sh: an option's letter and its value in
# parentheses right after it (tests/verify/hostile_mc50.py, issue 26):
# "Answer: B(7)", "答案：B（7）" rewarded under a problem that lists B as
# 7 (read as the text "B(7)" before); another option's value, another
# letter, two options, a hedge, never; and Japanese's "正解はA 12です。"
# is option A, not 12 (the letter was passed as the article "a").
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-mc50

hostile mc50 "no other option rewarded, every right label is" 1000 120 \
    "right"
step "no right form lost" test "$(hostile_count mc50 lost)" -eq 0
step "5 languages counted" test "$(hostile_groups mc50)" -ge 5
exit 0
