#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-hedge33.sh: doubt, hedge and condition wordings
# around an answer in the 22 listed languages (issue 26, review 33;
# tests/verify/hostile_hedge33.py): a modal with a verb of belief or
# betting, a percentage of confidence, a guess or an estimate, a verb
# of seeming, a condition on the work, another value offered after
# "or", each before the box, after it, in the sentence before a bare
# box and last in a reasoning block, are not rewarded; the committed
# twins with the same words in another sense are, but the 71 that
# other gaps refuse (counted as lost, capped).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-hedge33

hostile hedge33 "no hedge rewarded" 900 280 "controls" 3
step "at most 71 twins lost" test "$(sed -n \
    's/^hostile_hedge33: .*, \([0-9]*\) lost, .*/\1/p' \
    hostile-hedge33.out)" -le 71
exit 0
