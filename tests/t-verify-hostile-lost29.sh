#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lost29.sh: right answers review 28 of issue 26 found
# still lost (tests/verify/hostile_lost29.py): the correct option named
# with a connective and an article before its letter ("La bonne réponse
# est donc la (D).", "Richtig ist somit Antwort (D).") or a counter
# glued after it ("정답은 (D)번입니다", "doğru seçenek (D) şıkkıdır") in
# 22 language groups, English choice statements, lead-ins, closing
# remarks and units.  No twin is rewarded (another letter, a doubt word
# before or after the letter, the statement asked, two letters, a
# negation, another value, and, since session 51, a value with another
# option's letter beside it: "The answer is 80 (option C)." against D,
# 80 being D's text, once a known hole).  The right ones still
# lost (25: English choice forms, lead-ins, units) are capped here.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lost29

hostile lost29 "no twin rewarded" 980 160 right
step -o hostile-lost29.out "no known hole left" \
    test "$(hostile_count lost29 "known holes")" -le 0
step -o hostile-lost29.out "every language's choice statement rewarded" \
    test "$(sed -n 's/^mc  *[0-9]* variants, 0 wrong, \([0-9]*\) lost$/\1/p' \
    hostile-lost29.out)" = 0
step -o hostile-lost29.out "at most 25 right answers lost" \
    sh -c 'n=$(sed -n "s/^hostile_lost29: .*, \([0-9]*\) lost, .*/\1/p" \
    hostile-lost29.out); test "$n" -le 25'
exit 0
