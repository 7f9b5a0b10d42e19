#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-money62.sh: a count of another noun where the
# problem asks "how much money" in no currency ("She has 18 eggs.",
# "Elle vend 18 œufs.", "Она продаёт 18 яиц.") is not equal to a bare
# reference; a currency, "bucks" and a bare value are (33 wrong answers
# rewarded on session 49's binary) (tests/verify/hostile_money62.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-money62

hostile money62 "another noun where money is asked refused" 100 36 "right"
step "no right form lost" test "$(hostile_count money62 lost)" -eq 0
exit 0
