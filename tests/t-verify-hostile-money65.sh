#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-money65.sh: an amount in another currency than the
# problem's ("18 евро" where the problem's prices are "2 $", "18欧元"
# where they are "2 美元"), in a part of the problem's one currency where
# its question names no unit ("18 cents" to "$2 per egg ... How much
# does she make?"; 1800 cents is right), or another's ("她的朋友每天赚
# 18美元。") is not rewarded (元 alone is the yuan), and a
# last statement of number words in French, Spanish, German or Italian
# is read ("Elle gagne dix-huit dollars.") (42 wrong rewards and 31
# right answers lost on session 52's binary)
# (tests/verify/hostile_money65.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-money65

hostile money65 "another currency or unit of money, another's amount refused" 229 74 "right"
step "no right form lost" test "$(hostile_count money65 lost)" -eq 0
exit 0
