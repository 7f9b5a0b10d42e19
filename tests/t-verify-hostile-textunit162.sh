#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-textunit162.sh: a unit in TeX's text right after a box
# in the same math ("$\boxed{650} \text{ grams}$"), or after an option's
# letter the problem lists no option for ("(B) 650 grams"), is the
# value's and compared: 650 grams is not 650 milligrams
# (tests/verify/hostile_textunit162.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-textunit162

hostile textunit162 "a unit in TeX's text after a box, after a made-up letter, on a last line, in parentheses" 124 28 "right"
step "no right form lost" test "$(hostile_count textunit162 lost)" -eq 0
exit 0
