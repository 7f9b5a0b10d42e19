#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-cost60.sh: what is paid, as conclusions in six
# languages state it ("Il faut payer 18 $.", "Die Gesamtkosten betragen
# 18 $.", "In tutto, costa 18 dollari.", "总价是18美元。"), is read; with
# a hedge, a bound or a negation it stays refused (33 right answers lost
# on session 47's binary) (tests/verify/hostile_cost60.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-cost60

hostile cost60 "what is paid in six languages, read" 110 39 "right"
step "no right form lost" test "$(hostile_count cost60 lost)" -eq 0
exit 0
