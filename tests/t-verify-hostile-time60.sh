#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-time60.sh: a trip's duration as conclusions in nine
# languages state it ("Le trajet a duré 3 heures.", "Поездка заняла 3
# часа.", "電車は3時間走った。", "3시간 동안", "180 ÷ 60 = 3（小时）") is
# read; with a bound, a hedge, a negation or another value it stays
# refused (93 right answers lost on session 47's binary)
# (tests/verify/hostile_time60.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-time60

hostile time60 "a trip's duration in nine languages, read" 280 96 "right"
step "no right form lost" test "$(hostile_count time60 lost)" -eq 0
exit 0
