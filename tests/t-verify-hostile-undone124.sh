#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-undone124.sh: a last statement that is a chain's step
# with its operation left undone ("= 500 - 440", and no more) is cut off,
# no answer; the chain carried to its value stays one
# (tests/verify/hostile_undone124.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-undone124

hostile undone124 "a chain's step left undone is no answer" 60 18 "right"
step "no right form lost" test "$(hostile_count undone124 lost)" -eq 0
exit 0
