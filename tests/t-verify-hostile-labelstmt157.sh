#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-labelstmt157.sh: a bare "Answer:" label with a
# statement under it that restates the question with the problem's
# numbers is read by the last statement's rules; another value, a bound
# or a hedge after it stays refused (tests/verify/hostile_labelstmt157.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-labelstmt157

hostile labelstmt157 "a statement under a bare answer label" 160 24 "right"
step "no right form lost" test "$(hostile_count labelstmt157 lost)" -eq 0
exit 0
