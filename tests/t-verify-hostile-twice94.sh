#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-twice94.sh: the answer's value written twice in its
# last sentence, a word that disowns, negates or doubts it after the
# first ("The answer is 7, wrong since 3 + 4 = 7.", "Die Antwort ist 7,
# falsch, weil 3 + 4 = 7."), or another value before a reason after an
# answer phrase ("উত্তর হল blorf 9, কারণ 3 + 4 = 7।"), is never rewarded
# (225 of 1,116 were on session 58's binary); the reasons alone, in ten
# languages, still are (tests/verify/hostile_twice94.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-twice94

hostile twice94 "a disowning word between the value's two places" 1100 22 \
    "right"
step "no right form lost" test "$(hostile_count twice94 lost)" -eq 0
exit 0
