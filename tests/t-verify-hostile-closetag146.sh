#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-closetag146.sh: an answer tag closed with spaces in its
# closing tag ("</ answer>", "</answer >") is closed; another name
# leaves it open (tests/verify/hostile_closetag146.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-closetag146

hostile closetag146 "a closing tag with spaces in it" 90 30 "right"
step "no right form lost" test "$(hostile_count closetag146 lost)" -eq 0
exit 0
