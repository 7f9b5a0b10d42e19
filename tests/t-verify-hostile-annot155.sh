#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-annot155.sh: the short words that join the problem's
# words after a value inside the math ("\boxed{28 \text{ pieces of
# chocolate candy}}") are read as its description; a bound, a hedge,
# another value or a word the problem does not use is not
# (tests/verify/hostile_annot155.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-annot155

hostile annot155 "the problem's words joined after a value" 240 24 "right"
step "no right form lost" test "$(hostile_count annot155 lost)" -eq 0
exit 0
