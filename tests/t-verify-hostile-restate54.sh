#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-restate54.sh: a restatement after the box in the
# quantity's noun and the problem's participle ("The number of apples
# taken by Tom and Ana is 45.") and a box in a sentence naming someone by
# a title ("... more than Mrs. Cruz's budget.") are read (138 right forms
# were lost), and a synonym of the question's noun ("6277 children" for
# "How many kids", 54 lost); another value, another noun, a bound, a
# doubt, a negation or a hedge in the same restatement never is
# (tests/verify/hostile_restate54.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-restate54

hostile restate54 "no restatement of another or a hedged value rewarded" \
    640 180 "right"
step "no right form lost" test "$(hostile_count restate54 lost)" -eq 0
exit 0
