#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-escape53.sh: a response cut right after a backslash
# ("The answer is 12\", where "12\frac{1}{2}" was being written) is
# truncated, never rewarded (164 variants were); the same answer ended,
# or ended on LaTeX's line break "\\", always is
# (tests/verify/hostile_escape53.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-escape53

hostile escape53 "no response cut on a backslash rewarded" 570 160 "right"
step "no right form lost" test "$(hostile_count escape53 lost)" -eq 0
exit 0
