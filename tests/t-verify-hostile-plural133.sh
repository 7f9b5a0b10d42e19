#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-plural133.sh: a noun in the singular after the
# answer where the problem writes its plural ("1 more letter" for "8
# letters") is the problem's word; a doubt, a question, a word the
# problem does not write stays unread (tests/verify/hostile_plural133.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-plural133

hostile plural133 "a singular for the problem's plural" 120 24 "right"
step "no right form lost" test "$(hostile_count plural133 lost)" -eq 0
exit 0
