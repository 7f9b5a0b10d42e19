#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-redteam150.sh: a Hangul word after a box is a measure
# word, the problem's noun or an ending, or not read; "minimum" and
# "maximum" after the noun bound it; a question before a box alone that
# names its value asks whether it is right
# (tests/verify/hostile_redteam150.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-redteam150

hostile redteam150 "an adversarial pass's three kinds" 1160 90 "right" 256
step "no right form lost" grep -q "^hostile_redteam150: .*, 0 lost," \
    hostile-redteam150.out
exit 0
