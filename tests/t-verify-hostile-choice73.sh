#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-choice73.sh: an option's letter that opens its
# statement and is named the right one ("B is the correct answer.",
# "(B) is correct.", "So, B is the correct answer.", "B ist die richtige
# Antwort.") and an answer phrase's letter with its reason after it
# ("The answer is B, since 7 is prime.") are rewarded; a negation, a
# doubt, a second letter, a condition or "(≈ C)" is not (32 right forms lost and
# 8 wrong rewards on session 54's binary: "The answer is B, since 7 is
# prime, or C.") (tests/verify/hostile_choice73.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-choice73

hostile choice73 "a letter named the right one, a letter and its reason" 100 32 "right"
step "no right form lost" test "$(hostile_count choice73 lost)" -eq 0
exit 0
