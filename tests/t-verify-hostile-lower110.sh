#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lower110.sh: options under lower-case labels ("a) 1
# b) 7", MathQA's "a ) 1 , b ) 7", one a line) and a reference that is a
# letter in either case: "b)", "b) 7" and "The answer is B." name option
# B; another option, two of them, a hedge or a negation never
# (tests/verify/hostile_lower110.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lower110

hostile lower110 "options under lower-case labels" 700 350 "right"
step "no right form lost" test "$(hostile_count lower110 lost)" -eq 0
exit 0
