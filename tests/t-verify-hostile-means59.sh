#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-means59.sh: a means of the problem's own doing after
# the answer's value ("Janet makes $18 every day by selling the eggs.",
# "Tom has 36 pencils from buying 4 boxes of 9.") and a result's verb
# before a second value ("Leo gets $20 in 4 hours.") keep the answer;
# a gerund the problem does not hold, a value no means holds, an
# alternative inside a reason ("since he buys 4 boxes or 40") and a
# clause of its own whose copula gives another quantity ("since there
# are 4 of them", ", and the number of boxes is 4") do not (417 right
# forms lost and 162 wrong rewards on session 46's binary)
# (tests/verify/hostile_means59.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-means59

hostile means59 "a means or a clause after the value, read" 1500 410 "right"
step "no right form lost" test "$(hostile_count means59 lost)" -eq 0
exit 0
