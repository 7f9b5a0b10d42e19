#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lead121.sh: a line with no stop that runs into a
# display's box is read for a negation, a doubt, a modal, a condition or
# a bound right before the display ("The answer is not\n$$\boxed{16}$$");
# a word JSON does not write before the answer's key ('{ not "answer":
# 16 }') refuses it (tests/verify/hostile_lead121.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lead121

hostile lead121 "a display's lead line and a JSON key's garbage" 120 30 \
    "right"
step "no right form lost" test "$(hostile_count lead121 lost)" -eq 0
exit 0
