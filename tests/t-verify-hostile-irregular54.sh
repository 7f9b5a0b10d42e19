#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-irregular54.sh: a restatement after the answer in the
# irregular past of the problem's verb ("So the chef spent $300." for
# "How much did the chef spend?"), or the base of the problem's past
# ("sells" for "sold"), and "300 dollars" for a problem's "$", are read
# (144 right forms were lost); another value, a bound, a hedge, a
# negation, cents or euros, or someone's saying never is
# (tests/verify/hostile_irregular54.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-irregular54

hostile irregular54 "no other value or hedged restatement rewarded" 880 \
    220 "right"
step "no right form lost" test "$(hostile_count irregular54 lost)" -eq 0
exit 0
