#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-report127.sh: a reporting clause before the statement
# ("Both methods confirm that ..."), the object of a comparison after a
# preposition or a possessive ("than in Ferdinand's yard"), and a
# percentage stated again without its sign are read as what they are
# (tests/verify/hostile_report127.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-report127

hostile report127 "a reporter, a comparison's object, a percentage again" \
    30 13 "right"
step "no right form lost" test "$(hostile_count report127 lost)" -eq 0
exit 0
