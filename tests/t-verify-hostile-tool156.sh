#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-tool156.sh: a tool-using agent's answer after its
# code ("<python>" ... "</python>") and the harness's result line stands
# under no heading above the code, the result's words are the tool's,
# and a check mark after the box and its noun closes the statement; the
# solver's own doubt, a cross, or words after the mark are still refused
# (tests/verify/hostile_tool156.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-tool156

hostile tool156 "an answer after a tool's code and result" 270 90 "right"
step "no right form lost" test "$(hostile_count tool156 lost)" -eq 0
exit 0
