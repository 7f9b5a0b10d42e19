#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-frac82.sh: a last statement that gives a probability
# as a fraction in words ("So the probability is one third.", "Also ist
# die Wahrscheinlichkeit ein Drittel.", "Итак, вероятность составляет
# одну треть.") in seven languages is rewarded; its doubts, bounds,
# negations, a second fraction, a mixed number, a sign word and an
# ordinal ("So a third ball is red.") are not (26 right forms lost on
# session 56's binary) (tests/verify/hostile_frac82.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-frac82

hostile frac82 "a fraction in words in a last statement, in seven languages" 100 24 "right"
step "no right form lost" test "$(hostile_count frac82 lost)" -eq 0
exit 0
