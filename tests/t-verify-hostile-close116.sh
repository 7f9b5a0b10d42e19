#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-close116.sh: closing remarks chat models write after
# the answer in Spanish, Russian, Japanese, Chinese, Korean, Italian and
# English are read as closings; with a doubt or another value in or
# after them never rewarded (tests/verify/hostile_close116.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-close116

hostile close116 "closing remarks of seven languages" 70 28 "right"
step "no right form lost" test "$(hostile_count close116 lost)" -eq 0
exit 0
