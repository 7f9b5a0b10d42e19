#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-rel107.sh: a relation right before the answer's value
# in every finder's form ("3 + 4 ≠ **7**", "Total: 3 + 4 != 7", "So, the
# total \neq 7.", "3 + 4 =? \boxed{7}"), a tilde opening a box and an
# approximation its exact side contradicts ("3 + 4 ≈ 8") are never
# rewarded; the same forms with '=' or an arrow, and a value whose
# relation is its own ("\boxed{x \gt 0}"), are
# (tests/verify/hostile_rel107.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-rel107

hostile rel107 "a relation right before the value" 500 25 "right"
step "no right form lost" test "$(hostile_count rel107 lost)" -eq 0
exit 0
