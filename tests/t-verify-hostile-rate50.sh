#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-rate50.sh: a sum after a dollar sign over a span of
# time (tests/verify/hostile_rate50.py, issue 26): "She makes $18 per
# day." under a question that asks dollars every day is 18 dollars per
# day, rewarded ("per" was read as its unit: not equal, 80 lost before);
# over another span ("$18 per week", "18 dollars per month") it is
# another unit, never rewarded (55 rewarded before), nor "per" and no
# span ("$18 per egg"), a bound or a hedge.  A rate in one word after the
# unit ("18 Dollar täglich", "18 dólares diarios") is rewarded where the
# question asks a rate ("täglich", "todos los días", "в день"), never
# where it asks a total.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-rate50

hostile rate50 "no other span rewarded, every asked one is" 950 150 "right"
step "no right form lost" test "$(hostile_count rate50 lost)" -eq 0
step "5 kinds counted" test "$(hostile_groups rate50 '[a-z]*')" -ge 5
exit 0
