#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-cutoff143.sh: a response cut off in the middle of a
# number it had just computed ("... = -$3.50\n\nSo he lost $3") or before
# a sum's result ("\n4 + 20") has no answer
# (tests/verify/hostile_cutoff143.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-cutoff143

hostile cutoff143 "a number or a sum cut off" 24 12 "right"
step "no right form lost" test "$(hostile_count cutoff143 lost)" -eq 0
exit 0
