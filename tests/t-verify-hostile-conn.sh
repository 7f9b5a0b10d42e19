#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-conn.sh: the connectives that open a conclusion and
# the answer's labels before an answer statement in eleven of the listed
# languages ("In conclusione,", "Por ende,", "결론적으로", "అందువల్ల,",
# "最終的な答え：", "చివరి సమాధానం:", "ตอบ:", a solution's answer line
# "答：") are read, and their hedged, bounded, taken-back and wrong
# twins are not (tests/verify/hostile_conn.py, issue 26); Swahili's words
# between "ni" and the value are the problem's noun or a noun of measure
# or money, never a bound ("Jibu ni zaidi ya 12").
set -u
. "$TOP/tests/lib.sh"

hostile conn "no twin rewarded, every right answer is" 4000 500 "right"
exit 0
