#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-opened53.sh: a response cut right after it opened a
# mark on its last line ("The answer is 12 \"", "\boxed{12}.\n\n**") is
# truncated, never rewarded (416 variants were); the same answer with
# its marks closed ("**Final Answer: 12 **", "„12“"), or ended on a rule
# ("* * *"), always is (tests/verify/hostile_opened53.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-opened53

hostile opened53 "no response cut after an opened mark rewarded" 1270 300 \
    "right"
step "no right form lost" test "$(hostile_count opened53 lost)" -eq 0
exit 0
