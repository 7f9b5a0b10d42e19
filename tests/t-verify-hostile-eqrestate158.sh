#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-eqrestate158.sh: after a boxed answer, its value
# restated as a bare equation of a letter ("Therefore, n = 44", "So n =
# 44.") is a restatement; another value, a second one, a question or a
# hedge stay refused (tests/verify/hostile_eqrestate158.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-eqrestate158

hostile eqrestate158 "a bare equation restating the box" 48 15 "right"
step "no right form lost" test "$(hostile_count eqrestate158 lost)" -eq 0
exit 0
