#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-grouped139.sh: a statement of the question's subject,
# its verb and a value written with thousands separators ("Madison
# possesses 84,388 barrels of oil.") is read; a comma that groups no
# thousands, a hedge, a question stay unread
# (tests/verify/hostile_grouped139.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-grouped139

hostile grouped139 "a value with thousands separators in its statement" 50 8 \
    "right"
step "no right form lost" test "$(hostile_count grouped139 lost)" -eq 0
exit 0
