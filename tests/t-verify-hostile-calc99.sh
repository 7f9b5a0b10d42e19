#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-calc99.sh: a last statement that gives its value by a
# computation ("Therefore 12 × 5 = 60 pens.", "So \(12 \times 5 = 60\)
# pens.") is rewarded; with a word or a sign inside the computation
# ("12 × 5 falsch = 60", "12 nie × 5 = 60", "12 × 5 = ~ 60", "12 × 5 or
# 7 = 60", "12 × 5 ? = 60") it is not (1,045 were rewarded on session
# 59's binary; tests/verify/hostile_calc99.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-calc99

hostile calc99 "a word or a sign inside a computation" 3400 36 "right"
step "no right form lost" test "$(hostile_count calc99 lost)" -eq 0
exit 0
