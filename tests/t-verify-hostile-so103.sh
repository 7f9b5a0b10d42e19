#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-so103.sh: a last statement or a whole response that
# opens on "So" or "OK" then the value ("So, 7.", "So 7.", "OK, 3 + 4 =
# 7.") is rewarded (41 of 48 were lost on session 59's binary: "So, 7"
# read whole as the value); hedged, asked, negated, bounded or with two
# values ("So, maybe 7.", "So 7?") it is not
# (tests/verify/hostile_so103.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-so103

hostile so103 "an opener of two letters before the value" 200 48 "right"
step "no right form lost" test "$(hostile_count so103 lost)" -eq 0
exit 0
