#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-indent136.sh: a response indented whole by its
# template, every line a sentence, is prose: the work and its answer;
# an indented answer alone, a line of code or a label in the block keep
# it a code block; a hedge, another value stay unread
# (tests/verify/hostile_indent136.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-indent136

hostile indent136 "a response indented whole by its template" 200 50 "right"
step "no right form lost" test "$(hostile_count indent136 lost)" -eq 0
exit 0
