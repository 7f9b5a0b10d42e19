#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-review27.sh: the kinds of wrong reward a read-only
# review of papo-verify found (issue 26, review 27:
# tests/verify/hostile_review27.py), each in many variants beside its
# right twins: a reason clause before the answer whose words are a
# hedge or no row's ("As an estimate,", "Since this is only a
# placeholder,", "As a zorblik,"), a capitalised word and a pronoun
# before a comma ("Ballparking it, the answer is 42."), a verb no row
# holds before a preposition and the value in a last statement ("maxes
# out at 42"), a thousand's K after an amount ("$42K"), and Bengali's
# and Telugu's bound words after a last statement's noun.  No variant
# may be rewarded (main a9f9d96d: 32 known holes, "\boxed{42\text{M}}"
# with no problem, "just misses 42" with none, "nears 42" under one;
# closed, the cap is 0); every control is ("So the number of apples is
# just 42." with no problem among them, refused on main).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-review27

hostile review27 "no variant rewarded but the known holes, every control is" \
    8600 600 "controls" 0
exit 0
