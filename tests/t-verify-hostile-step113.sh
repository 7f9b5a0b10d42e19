#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-step113.sh: a foreign step's line above the answer
# whose title is a sentence with a value ("Schritt 6: Das ergibt 24.")
# is work, not a heading; a short title ("Schritt 4: Prüfen (falsch)")
# stays a heading (tests/verify/hostile_step113.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-step113

hostile step113 "a foreign step's sentence above the answer is work" 140 \
    50 "right"
step "no right form lost" test "$(hostile_count step113 lost)" -eq 0
exit 0
