#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-label54.sh: a label line naming the quantity in the
# problem's words before the box ("Total expenditure for May and June:",
# "**Final amount owed**:") is read: a name the problem capitalises
# within a sentence after a preposition, a short problem word with an
# English ending, "Combined total" (27 right forms were lost); the modal
# "may", a hedge, a doubt or a bound in the same label never is
# (tests/verify/hostile_label54.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-label54

hostile label54 "no hedged or bounded label rewarded" 200 60 "right"
step "no right form lost" test "$(hostile_count label54 lost)" -eq 0
exit 0
