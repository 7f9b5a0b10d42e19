#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-kwa98.sh: a Swahili problem's rate with "kwa" and a
# span of time ("Duka linauza kalamu 12 kwa siku.") is no unit the answer
# is asked in: "Jibu ni 60 kalamu." is rewarded (5 of 15 were lost on
# session 58's binary), "Jibu ni sekunde 120." under "Toa jibu kwa
# dakika." is not (rewarded there), nor a hedged or negated answer
# (tests/verify/hostile_kwa98.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-kwa98

hostile kwa98 "Swahili's kwa before a span of time" 45 15 "right"
step "no right form lost" test "$(hostile_count kwa98 lost)" -eq 0
exit 0
