#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-phrasal58.sh: a last statement whose verb takes its
# object after a preposition ("Mary ends up with 36 apples.", "The total
# comes to 36.", "It all adds up to 36.") states its value; a wish, a
# plan or a try ("Mary wants to have 36 apples.") and a bound, a doubt,
# a negation or a condition around it do not, nor does a negation with
# no apostrophe ("The total didnt amount to 36.") (on session 45's binary
# 108 right forms lost and 129 wishes and negations rewarded; the same
# verbs in Spanish, French, German, Italian and Portuguese: "María
# termina con 36 manzanas.", "Marie se retrouve avec 36 pommes.")
# (tests/verify/hostile_phrasal58.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-phrasal58

hostile phrasal58 "a verb's object after its particle, no wish, bound or bare negation" 2700 215 "right"
step "no right form lost" test "$(hostile_count phrasal58 lost)" -eq 0
exit 0
