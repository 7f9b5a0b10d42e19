#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-left79.sh: a last statement of what remains with a
# verb of remaining or a word of "now" the question does not write
# ("Somit verbleiben 18 Äpfel.", "У Мии остаётся 18 яблок.", "미아에게는
# 사과 18개가 남았습니다.", "Yamebaki tufaha 18.", "ตอนนี้มีอามีแอปเปิล
# 18 ผล") is rewarded; its negations, hedges and questions are not (22
# right forms lost on session 55's binary)
# (tests/verify/hostile_left79.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-left79

hostile left79 "a verb of remaining or a word of now, in six languages" 90 26 "right"
step "no right form lost" test "$(hostile_count left79 lost)" -eq 0
exit 0
