#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-phrase72.sh: a last statement that opens on the
# question's own phrase and its number before the value ("So in 5 days
# the store sells 60 books.", "Mağaza 5 günde 60 kitap satar.", "所以商店
# 5天卖60本书。") is read after that phrase, in eleven languages; a hedge,
# a negation, another span or another rate there is not rewarded, in
# any script ("दुकान 5 दिनों में लगभग 60 किताबें बेचती है।") (44 right forms
# lost on session 54's binary; 6 wrong rewards in a first draft)
# (tests/verify/hostile_phrase72.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-phrase72

hostile phrase72 "the question's phrase and its number before the value" 160 46 "right"
step "no right form lost" test "$(hostile_count phrase72 lost)" -eq 0
exit 0
