#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-opposite51.sh: an answer's sentence that says the
# opposite of what the question asks (tests/verify/hostile_opposite51.py,
# issue 26): "So Tom has 12 fewer apples than Ann." for "How many more
# apples does Tom have than Ann?", "So she spent $12." for "How much
# money did she save?", and the same before a box that restates the
# value, never rewarded (68 of 176 twins were on da79da6b); the
# question's own word always is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-opposite51

hostile opposite51 "no opposite rewarded" 260 88 "right"
step "no right form lost" test "$(hostile_count opposite51 lost)" -eq 0
step "2 kinds counted" test "$(hostile_groups opposite51 '[a-z]*')" -ge 2
exit 0
