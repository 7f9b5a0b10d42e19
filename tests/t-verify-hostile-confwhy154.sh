#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-confwhy154.sh: a statement of the solver's confidence
# with the reason it gives ("Since the steps are standard, my confidence
# level in this answer is 100%."), a confidence label after an answer in
# prose, a level in a display after a colon, a sure statement before the
# answer are read as closing remarks; a reason with a word the table of
# the work's words does not hold, a level below sure, and the display's
# level as the answer are not rewarded (tests/verify/hostile_confwhy154.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-confwhy154

hostile confwhy154 "a confidence statement with its reason" 2900 930 \
    "right"
step "no right form lost" test "$(hostile_count confwhy154 lost)" -eq 0
exit 0
