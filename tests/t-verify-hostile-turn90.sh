#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-turn90.sh: a word that negates, doubts, joins or turns
# right before the value of an answer phrase or a statement ("Answer:
# however 7", "Answer: x but 7", "Die Antwort ist x oder 7.") is never
# rewarded (260 of 13,605 were on session 57's binary), nor a word
# between a copula and a comma before the value ("So the total is
# doubtful, 7.": 51 of 69); the value alone after each phrase still is
# (tests/verify/hostile_turn90.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-turn90

hostile turn90 "a turn between an answer phrase and its value" 13600 40 \
    "right"
step "no right form lost" test "$(hostile_count turn90 lost)" -eq 0
exit 0
