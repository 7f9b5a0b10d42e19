#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-group61.sh: a last statement about another group the
# problem names ("The girls have 60 apples." to "How many apples do the
# boys have?") is another quantity, never rewarded (36 wrong rewards on
# session 48's binary); the asked group's statement is read as before
# (tests/verify/hostile_group61.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-group61

hostile group61 "another group's statement, refused" 100 36 "right"
step "no right form lost" test "$(hostile_count group61 lost)" -eq 0
exit 0
