#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-mcot50.sh: the kinds mCoT's MGSM and MSVAMP responses
# showed (tests/verify/hostile_mcot50.py, issue 26): a doubt of one or
# two Cyrillic letters ("эм") is none inside a longer word ("Эмили");
# 那么 holds no question particle 么; a premise the problem states after
# 如果 in the sentence before the answer is no doubt, and 。 ends the
# sentence a condition stands in; ৷ stands for Bengali's danda;
# Korean's counter, its particle and an affirmative verb close a count
# ("11개를 가지고 있습니다"; lost before), negated or asked never: each
# right form rewarded, none of its hostile twins.  Thai writes no full
# stop: a condition, an example, an estimate or a guess between the
# work's value and the answer ("6 × 7 = 42 ถ้า x มากกว่า 0 คำตอบคือ
# 42") is the answer's, never rewarded (110 rewarded before).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-mcot50

hostile mcot50 "no hostile twin rewarded, every right form is" \
    700 110 "right"
step "no right form lost" test "$(hostile_count mcot50 lost)" -eq 0
step "7 kinds counted" test "$(hostile_groups mcot50 '[a-z]*')" -ge 7
exit 0
