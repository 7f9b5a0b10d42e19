#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-verb62.sh: a last statement whose verb says the
# opposite of the question's ("Janet spends $18 every day." to "How much
# does she make every day?"; losing, paying, owing; "Elle dépense 18 $
# par jour.", "她每天花费18美元。" in the MGSM languages) is refused, and
# what is made, earned or paid to someone is read (108 wrong answers
# rewarded on session 49's binary) (tests/verify/hostile_verb62.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-verb62

hostile verb62 "a verb opposite to the question's refused" 320 99 "right"
step "no right form lost" test "$(hostile_count verb62 lost)" -eq 0
exit 0
