#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-glued58.sh: one Han or kana word glued to the number
# after an answer's label ("答：共36个。", "答え：計36個") is read by the
# rows as a statement's words are: "in all", "has", "is left" answer,
# "nearly", "over", "the nth" do not; a label in brackets ("【答案】")
# or with its value on the next line ("答：\n") and "解答：" read as
# "答：" is (1,077 right forms lost on session 45's binary, none
# rewarded wrongly) (tests/verify/hostile_glued58.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-glued58

hostile glued58 "a word glued to the number after a label, read by the rows" 6000 1600 "right"
step "no right form lost" test "$(hostile_count glued58 lost)" -eq 0
exit 0
