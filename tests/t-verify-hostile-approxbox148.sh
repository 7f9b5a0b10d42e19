#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-approxbox148.sh: a box alone under a sentence that
# gives its value as approximate ("... is approximately 12.56.\n\n
# \boxed{12.56}") is no answer where no rounding is asked
# (tests/verify/hostile_approxbox148.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-approxbox148

hostile approxbox148 "an approximation restated by a box under it" 280 90 \
    "right"
step "no right form lost" test "$(hostile_count approxbox148 lost)" -eq 0
exit 0
