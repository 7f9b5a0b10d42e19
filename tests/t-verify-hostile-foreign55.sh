#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-foreign55.sh: a short function word of another
# language ending the words after an English answer's noun ("The answer
# is \boxed{45} apples no.", "... apples na.", "... apples, o no.") and
# an English "not" ending another language's ("La réponse est
# \boxed{45} pommes not."; 150 such were rewarded) are no words of the
# answer's sentence, and the problem's own word that is such a row
# elsewhere ("pounds of hay") is (tests/verify/hostile_foreign55.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-foreign55

hostile foreign55 "no foreign word ending the noun phrase rewarded" 480 90 \
    "right"
step "no right form lost" test "$(hostile_count foreign55 lost)" -eq 0
exit 0
