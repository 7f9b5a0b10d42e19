#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-marker52.sh: a response cut right after it opened a
# heading ("The answer is 12.\n\n###") or a list item is truncated,
# never rewarded (100 headings were); the same answer ending there or
# on a rule ("---") always is (a last statement before "---" was lost,
# the rule read as its value; tests/verify/hostile_marker52.py, issue
# 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-marker52

hostile marker52 "no response cut on a heading's or item's mark rewarded" \
    430 120 "right"
step "no right form lost" test "$(hostile_count marker52 lost)" -eq 0
exit 0
