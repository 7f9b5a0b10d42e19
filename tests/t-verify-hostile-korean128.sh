#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-korean128.sh: a Korean statement whose subject is the
# problem's words whole, with no particle ("가장 큰 홀수 정수는 15입니다."),
# is read; a doubt, a negation, another's stays unread
# (tests/verify/hostile_korean128.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-korean128

hostile korean128 "a Korean subject of the problem's words, no particle" \
    95 25 "right"
step "no right form lost" test "$(hostile_count korean128 lost)" -eq 0
exit 0
