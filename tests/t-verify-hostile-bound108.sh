#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-bound108.sh: a bound or an approximation in words
# right before the answer's value ("as many as 7", "at minimum 7", "plus
# de 7", "más de 7", "不超过7", "মোটামুটি 7") is never rewarded, the same
# statements without it are (tests/verify/hostile_bound108.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-bound108

hostile bound108 "a bound in words before the value, in fourteen languages" \
    600 38 "right"
step "no right form lost" test "$(hostile_count bound108 lost)" -eq 0
exit 0
