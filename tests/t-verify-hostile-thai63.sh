#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-thai63.sh: a Thai answer after a conclusion word
# ("... x = 9 - 3 = 6 ดังนั้น แจ็คกี้จึงมีแอปเปิ้ล 6 ลูก คำตอบคือ 6") is
# read though its premises open with "ถ้า" (if) on the same unmarked
# line; a condition in the answer's own clause is refused (18 right
# answers lost on session 50's binary) (tests/verify/hostile_thai63.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-thai63

hostile thai63 "a Thai conclusion read, its own condition refused" 60 18 \
    "right"
step "no right form lost" test "$(hostile_count thai63 lost)" -eq 0
exit 0
