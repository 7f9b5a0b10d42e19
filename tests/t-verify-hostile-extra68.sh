#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-extra68.sh: an answer is read in the base its
# reference is written in ("1011" is right and "11" or "11_{10}" wrong
# against "1011_2"; "1011_2" is wrong where base ten is asked); a closing
# word inside the value's phrase ("She makes $18 on other days.", "...
# from good eggs.") and a word of addition before the value ("She makes
# another $18.", "weitere 18 Dollar") the question does not ask are not
# rewarded; a rate over the question's span may stand before the
# question's words ("Sie verdient 18 Dollar am Tag auf dem
# Bauernmarkt."), and one of another span in an aside is another rate
# ("Answer: $18 (per week)"); an estimate's or a mean's words before
# the value ("She makes a good $18.", "an average of $18") are a hedge
# where the problem asks no average; an act ("Tom eats 18 apples.") or a
# share per head ("Each has 18 apples.") does not answer "How many
# apples does Tom have now?"; \underline{18} is 18 (91 wrong rewards and
# 35 right answers lost on session 53's binary)
# (tests/verify/hostile_extra68.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-extra68

hostile extra68 "a base, a closing word, an addition, a rate, an estimate or an act" 403 150 "right"
step "no right form lost" test "$(hostile_count extra68 lost)" -eq 0
exit 0
