#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-mixed54.sh: a mixed number written with its unit
# ("\boxed{137 \dfrac{1}{2}} miles", "\boxed{3 1/4 \text{ cups}}") is the
# whole number in that unit: 580 right forms were lost and 125 wrong
# answers rewarded (the unit read with the fraction alone, "2\frac{1}{2}
# miles" as 2 half-miles, equal to a reference of 1); never the product
# of the whole and the fraction (tests/verify/hostile_mixed54.py, issue
# 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-mixed54

hostile mixed54 "no product of the whole and the fraction rewarded" 950 \
    700 "right"
step "no right form lost" test "$(hostile_count mixed54 lost)" -eq 0
exit 0
