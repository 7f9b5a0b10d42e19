#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-stmt30.sh: a last statement in each of the 22
# languages papo-verify reads, in the language's own words, and its
# twins (tests/verify/hostile_stmt30.py): "So the train travels 240 km
# in total.", "The distance is 240 km.", "In three hours the train
# covers 240 km." in each language; English closings ("I double-checked
# by a second method and it agrees.", ", and substituting back confirms
# it.") and two multiple-choice closings.  Twins that must never be
# rewarded: another span's number word ("In four hours"), a doubt word
# where the number word stood or right before the value, the verb
# negated, a closing that disagrees.  Known holes counted apart.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-stmt30

hostile stmt30 "no twin or wrong one rewarded" 850 220 right 1
step -o hostile-stmt30.out "all 22 languages" \
    test "$(hostile_groups stmt30 '[a-z]*')" -ge 22
exit 0
