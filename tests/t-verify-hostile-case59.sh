#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-case59.sh: "The answer in this case is 36." and "The
# answer in the end is 36." name the problem's own case and are read;
# another case, a supposed case, a doubt, a modal or a bound stay no
# answer (18 right forms lost on session 46's binary)
# (tests/verify/hostile_case59.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-case59

hostile case59 "the answer in this case, read" 70 15 "right"
step "no right form lost" test "$(hostile_count case59 lost)" -eq 0
exit 0
