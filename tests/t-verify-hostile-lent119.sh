#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lent119.sh: a restatement after the answer that copies
# the problem's phrase with a closing word in it ("to complete the
# contract") is read as restated; a remark of the response's own with
# that word ("I hope he has 7 cards." under "Tom hopes ...") is not
# (tests/verify/hostile_lent119.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lent119

hostile lent119 "a closing word in the problem's phrase" 80 16 "right"
step "no right form lost" test "$(hostile_count lent119 lost)" -eq 0
exit 0
