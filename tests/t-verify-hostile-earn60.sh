#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-earn60.sh: the words of income an MGSM-style
# conclusion writes around the value ("Son revenu quotidien est de
# 18 $.", "Она получает 18 долларов в день.", "彼女は毎日18ドル稼いで
# います。") are read; with a hedge, a bound, a negation or a question
# they stay refused (60 right answers lost on session 47's binary)
# (tests/verify/hostile_earn60.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-earn60

hostile earn60 "a conclusion's words of income, read" 200 60 "right"
step "no right form lost" test "$(hostile_count earn60 lost)" -eq 0
exit 0
