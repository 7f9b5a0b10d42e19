#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-boldwords151.sh: a bold value of a number and several
# words after an answer's label ("Answer: **196 square inches**") is read
# as the number and its words; bounds, doubts and unknown words there
# stay unread (tests/verify/hostile_boldwords151.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-boldwords151

hostile boldwords151 "a bold number and its words after a label" 120 12 \
    "right"
step "no right form lost" test "$(hostile_count boldwords151 lost)" -eq 0
exit 0
