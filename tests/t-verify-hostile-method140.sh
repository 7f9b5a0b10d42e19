#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-method140.sh: a clause that names the method before
# the answer's statement ("Using polynomial long division, we find
# that ...") is read; a method named wrong, a doubt, a word no row
# holds stays unread (tests/verify/hostile_method140.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-method140

hostile method140 "a method named before the answer" 120 40 "right"
step "no right form lost" test "$(hostile_count method140 lost)" -eq 0
exit 0
