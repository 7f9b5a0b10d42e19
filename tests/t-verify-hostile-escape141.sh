#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-escape141.sh: "\\boxed" and "\\frac" written into
# JSON without doubling the backslash, read back as a backspace and
# "oxed", a form feed and "rac", are read as written; a doubt, a
# question, another value stay what they are
# (tests/verify/hostile_escape141.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-escape141

hostile escape141 "a backslash lost to JSON's escapes" 50 12 "right"
step "no right form lost" test "$(hostile_count escape141 lost)" -eq 0
exit 0
