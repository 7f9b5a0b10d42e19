#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-said60.sh: the verbs and money nouns of Chinese
# conclusions before the value ("她一天可以赚到18美元。", "她每天的收入为
# 18美元。", "通过...卖鸭蛋赚18美元") are read; with a hedge, a bound, a
# negation or a question they stay refused (33 right answers lost on
# session 47's binary) (tests/verify/hostile_said60.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-said60

hostile said60 "a Chinese conclusion's verb or noun, read" 120 40 "right"
step "no right form lost" test "$(hostile_count said60 lost)" -eq 0
exit 0
