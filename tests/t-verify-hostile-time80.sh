#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-time80.sh: a last statement of the time a trip
# takes with a verb of taking or needing the question does not write
# ("Cela prend 3 heures.", "Le toma 3 horas.", "一共要花3小时。", "Treni
# inahitaji saa 3."), or the problem's noun with a case ending glued
# ("ট্রেনটির 3 ঘণ্টা লাগবে।", "రైలుకు 3 గంటలు పడుతుంది."), or a count
# that opens it and a verb of needing ("3時間必要です。"), is rewarded;
# its negations, hedges and questions are not (30 right forms lost on
# session 55's binary) (tests/verify/hostile_time80.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-time80

hostile time80 "a verb of taking time, a noun's case ending, in eight languages" 110 32 "right"
step "no right form lost" test "$(hostile_count time80 lost)" -eq 0
exit 0
