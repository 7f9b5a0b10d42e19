#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lang.sh: hedges, negations, corrections, conditions
# and disclaimers in each of the 14 listed languages, after the box,
# after the phrase's value, in the next sentence and before the phrase
# (tests/verify/hostile_lang.py, issue 26): none is rewarded; the same
# statements with the language's closing particle or closing remark
# ("ครับ", "Natumaini hii inasaidia.") all are.  No hole is excused:
# the 33 (language, clause) pairs the script once counted apart as
# known holes are all refused.
set -u
. "$TOP/tests/lib.sh"

hostile lang "no hedge rewarded, every right answer is" \
    7000 1200 "right answers"
step "all 14 languages" test "$(hostile_groups lang)" -eq 14
exit 0
