#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-script75.sh: a hedge in another script between an
# equation's '=' and its value ("x = حوالي 42", "x = 差不多 42"), a word
# of another script after a Latin statement's words ("La respuesta es
# 近く 42.", "... 거의 42") and the words after an arrow or a sign of
# logic that opens the statement ("∴ zzzz 42", "→ probably 42") and a
# word right after math opens before the box ("$presque \boxed{42}$")
# are read and refused; "∴ x = 42", "→ So x = 42." and "$x =
# \boxed{42}$" stay rewarded (20 wrong rewards on session 54's binary)
# (tests/verify/hostile_script75.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-script75

hostile script75 "a hedge in another script, the words after a sign" 104 26 "right"
step "no right form lost" test "$(hostile_count script75 lost)" -eq 0
exit 0
