#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-fix34.sh: a response that corrects its own answer at
# its end, in each listed language ("The answer is 41. Hold on, I
# dropped a crate: it's 48.", "答案是41。等一下，我少算了一箱，应该是48。"),
# is rewarded for the corrected value, and so is the last of two
# corrections (tests/verify/hostile_fix34.py); the same against the
# first value, a correction to another value, a hedged correction, a
# correction followed by a doubt or by a return to the first value, a
# condition or a guess in its reason are not.  All 524 right ones
# rewarded (main before answer_amend.c: 46, 478 lost, 0 wrong).
set -u
. "$TOP/tests/lib.sh"

hostile fix34 "corrections rewarded for their last value only" \
    2070 524 "right ones"
step -o hostile-fix34.out "no right one lost" \
    test "$(hostile_count fix34 lost)" -eq 0
exit 0
