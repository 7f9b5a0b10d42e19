#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-subj62.sh: a last statement whose subject is someone
# or something the question does not ask after ("Her friends make $18
# every day." to "How much does she make every day?", "The car travels
# 180 miles." to a train's "How far does it travel?") is refused; the
# question's own subject, a pronoun, a name and the problem's subject
# are read (30 wrong answers rewarded on session 49's binary)
# (tests/verify/hostile_subj62.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-subj62

hostile subj62 "a subject the question does not ask after refused" 80 27 \
    "right"
step "no right form lost" test "$(hostile_count subj62 lost)" -eq 0
exit 0
