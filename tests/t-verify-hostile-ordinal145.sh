#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-ordinal145.sh: an ordinal after the value that begins a
# compound the problem writes ("49 fourth-grade boys") names the noun;
# one the problem does not write so stays unread
# (tests/verify/hostile_ordinal145.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-ordinal145

hostile ordinal145 "an ordinal of the problem's compound after the value" 50 \
    12 "right"
step "no right form lost" test "$(hostile_count ordinal145 lost)" -eq 0
exit 0
