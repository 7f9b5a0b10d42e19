#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-left63.sh: a count of another noun with words after
# it ("She has 18 eggs left.", "Elle vend 18 œufs par jour.", "Она
# продаёт 18 яиц в день.") where the problem asks dollars or another
# noun is not equal; the asked noun with the same words is, and "how
# many aren't allergic" asks no noun of its own (82 wrong answers
# rewarded and 12 right ones lost on session 50's binary)
# (tests/verify/hostile_left63.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-left63

hostile left63 "another noun with words after it refused" 300 110 "right"
step "no right form lost" test "$(hostile_count left63 lost)" -eq 0
exit 0
