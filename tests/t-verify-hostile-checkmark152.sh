#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-checkmark152.sh: a check mark that opens the last
# statement ("✅ The final value is $750.") is no symbol papo cannot read;
# a cross, a warning sign, a doubt or a question stay refused
# (tests/verify/hostile_checkmark152.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-checkmark152

hostile checkmark152 "a check mark that opens the last statement" 84 21 \
    "right"
step "no right form lost" test "$(hostile_count checkmark152 lost)" -eq 0
exit 0
