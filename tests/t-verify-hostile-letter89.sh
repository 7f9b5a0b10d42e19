#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-letter89.sh: an option's letter, then a word that
# negates, doubts, joins or contrasts in one of forty languages, then a
# value ("Answer: B, bukan 7", "Jibu ni B ไม่ 7.", "Die Antwort ist C
# oder 7.", "So the correct option is C because 7 is prime.") is never
# rewarded (2,724 of 44,436 were on session 57's binary); a label and
# its value ("Answer: B, 7", "(B) 7", "B because 7 is prime") still is
# (tests/verify/hostile_letter89.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-letter89

hostile letter89 "an option's letter, a word, a value" 40000 30 "right"
step "no right form lost" test "$(hostile_count letter89 lost)" -eq 0
exit 0
