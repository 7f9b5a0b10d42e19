#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-tail32.sh: the words after a value's unit or counted
# noun are read (issue 26, review 31's finding 6): a hedge, a
# condition, an opinion, words nobody wrote before or a second value
# after "12 km" or "24 cows" refuses the answer, in English and the 22
# listed languages, with or without a problem; a parenthesis after a
# list of values that rejects or doubts one of them refuses the list
# (tests/verify/hostile_tail32.py); the same sentences ending on the
# unit, a closing the rows know ("in total") or the problem's own words
# ("in the basket") keep it.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-tail32

hostile tail32 "no variant rewarded, every control is" 1100 190 "controls"
exit 0
