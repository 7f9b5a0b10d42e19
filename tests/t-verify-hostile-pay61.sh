#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-pay61.sh: what is paid for a thing the problem names
# ("You pay $30 for the shirt.", "Ann pays $30 for the books.") and what
# is earned ("Her earnings are $18 per day.", "She brings in $18.") is
# read; a hedge, a modal, a thing the problem does not name or another
# value after it stays refused (15 right answers lost on session 48's
# binary) (tests/verify/hostile_pay61.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-pay61

hostile pay61 "what is paid for the problem's thing, and earned, read" \
    80 24 "right"
step "no right form lost" test "$(hostile_count pay61 lost)" -eq 0
exit 0
