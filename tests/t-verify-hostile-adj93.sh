#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-adj93.sh: a word papo does not know between the answer
# and the problem's noun ("\boxed{7} niet apples", "Die Antwort ist 7
# inte Äpfel."), or one of a script with no spaces after a box's noun
# ("\boxed{7} apples 不"), is never rewarded (207 of 774 were on session
# 58's binary); an adjective it knows or the problem writes ("7 red apples",
# "7 juicy apples", "7 rote Äpfel") still is
# (tests/verify/hostile_adj93.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-adj93

hostile adj93 "a word not known before or after the problem's noun" 770 \
    29 "right"
step "no right form lost" test "$(hostile_count adj93 lost)" -eq 0
exit 0
