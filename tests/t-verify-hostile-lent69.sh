#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lent69.sh: an adverb that dates a value is never the
# problem's word by its stem ("Sie verdiente früher 18 Dollar pro Tag."
# where the problem writes "Frühstück"); "Sie verliert 18 Dollar" says
# the opposite of "Wie viel Dollar nimmt sie täglich ... ein?"; a
# Chinese or Japanese rate over no span of time ("她每个蛋赚18美元。") does
# not answer a question of each day, nor a Russian price ("18 долларов
# за яйцо") a question of "в день"; a conditional or imperfect is never
# lent by the stem of the problem's present ("Ganaría 18 dólares al
# día.", "Elle gagnait 18 $ par jour.") (26 wrong rewards on session
# 53's binary) (tests/verify/hostile_lent69.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lent69

hostile lent69 "a dated or conditional value, an opposite verb, a price or a rate over no span" 124 42 "right"
step "no right form lost" test "$(hostile_count lent69 lost)" -eq 0
exit 0
