#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-after33.sh: a reason after a box that checks it with
# the problem's arithmetic ("\boxed{42}, since 6 × 7 = 42.", a Unicode or
# a TeX sign too) is rewarded (tests/verify/hostile_after33.py); the same
# against another reference, another value, "or 48", "I think" or a
# number the problem does not state in the reason are not; certainty
# that opens the sentence ("Without a doubt, \boxed{42}.") is rewarded,
# the phrase negated again, "or maybe 48", "I think" or "some doubt" not
# ("No doubt: ..." and "Without any doubt, the answer is" are counted
# lost apart).
set -u
. "$TOP/tests/lib.sh"

hostile after33 "reasons and certainty rewarded, their twins not" \
    800 160 "right ones"
exit 0
