#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-units57.sh: another unit of the dimension a problem
# asks, its value not converted, is a wrong answer: milliliters for
# liters ("49 milliliters of water"; 49000 is right), weeks for "the
# number of days", mm for "How much taller" when the problem's lengths
# are in cm (33 rewarded and 36 converted ones lost on session 44's
# binary) (tests/verify/hostile_units57.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-units57

hostile units57 "no unconverted unit of the asked dimension" 200 81 "right"
step "no right form lost" test "$(hostile_count units57 lost)" -eq 0
exit 0
