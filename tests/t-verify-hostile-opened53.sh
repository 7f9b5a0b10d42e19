#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-opened53.sh: a response cut right after it opened a
# mark on its last line ("The answer is 12 \"", "\boxed{12}.\n\n**", a
# lone "$" or "&") or after a backslash ("The answer is 12\", where
# "12\frac{1}{2}" was being written) is truncated, never rewarded (652
# variants were); the same answer with its marks closed ("**Final
# Answer: 12 **", "„12“"), or ended on a rule ("* * *") or LaTeX's line
# break "\\", always is (tests/verify/hostile_opened53.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-opened53

hostile opened53 "no response cut after an open mark or a backslash rewarded" \
    1910 460 "right"
step "no right form lost" test "$(hostile_count opened53 lost)" -eq 0
exit 0
