#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-gloss97.sh: an option's letter glossed by its text
# after a comma ("The answer is B, which is 7.", "Answer: B, that is 7")
# or alone after a word of conclusion ("Hence, B.", "Therefore, (B).") is
# rewarded (26 of 29 were lost on session 58's binary); with another
# option's text, another letter ("The correct option is (A), which is
# 7." for B: rewarded there), a hedge or a second letter it is not
# (tests/verify/hostile_gloss97.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-gloss97

hostile gloss97 "a letter glossed by its text, or after a conclusion" 128 \
    29 "right"
step "no right form lost" test "$(hostile_count gloss97 lost)" -eq 0
exit 0
