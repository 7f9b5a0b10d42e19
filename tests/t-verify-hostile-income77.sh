#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-income77.sh: a last statement whose verb of money
# taken in is not the question's, in eleven languages ("18달러를
# 벌어요", "18ドルを得ます", "ได้เงิน 18 ดอลลาร์", "Amina hupata dola 18",
# "18 ডলার আয় করেন", "$18 పొందుతుంది", "Ana ingresa $18", "Анна
# выручает 18 долларов") is rewarded; its negations, hedges, questions
# and verbs of money lost stay refused, and a name that ends on a
# negation's letters ("রিনা") is no negation (72 right forms lost on
# session 55's binary) (tests/verify/hostile_income77.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-income77

hostile income77 "a verb of money taken in, in eleven languages" 220 70 "right"
step "no right form lost" test "$(hostile_count income77 lost)" -eq 0
exit 0
