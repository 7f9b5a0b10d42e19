#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-numbered123.sh: options a problem numbers ("Option 1:
# Tina", "① 2 ② 4", "(1) 12 (2) 14 (3) 16") read as lettered ones: a
# label naming an option by its number ("Answer: Option 2", "정답은
# ②입니다.") is that option, never the value 2
# (tests/verify/hostile_numbered123.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-numbered123

hostile numbered123 "a numbered option's label names the option" 2150 \
    850 "right"
step "no right form lost" test "$(hostile_count numbered123 lost)" -eq 0
exit 0
