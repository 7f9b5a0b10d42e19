#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-conf147.sh: a statement of the solver's confidence
# after its answer ("I am $\boxed{100\%}$ confident in my answer.") is
# read as a closing remark when sure, never as the answer; a lower level
# or a word no frame holds is no answer (tests/verify/hostile_conf147.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-conf147

hostile conf147 "a statement of confidence after the answer" 1100 400 "right"
step "no right form lost" test "$(hostile_count conf147 lost)" -eq 0
exit 0
