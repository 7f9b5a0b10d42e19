#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-signoff166.sh: chat models' sign-offs after the answer
# in eleven languages are recognised closing remarks; the same sign-off
# with a value in it, or followed by another answer or a doubt, is not
# (tests/verify/hostile_signoff166.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-signoff166

hostile signoff166 "sign-offs in eleven languages, and their twins" 108 36 "right"
step "no right form lost" test "$(hostile_count signoff166 lost)" -eq 0
exit 0
