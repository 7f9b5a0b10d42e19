#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-boldask159.sh: a bold number and the question's own
# words in its order after an answer's label ("**33 more jeans than
# scarves**") is the value and its description; another order, a word
# the question lacks, a hedge or the other comparison is not
# (tests/verify/hostile_boldask159.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-boldask159

hostile boldask159 "a bold value with the question's words" 39 9 "right"
step "no right form lost" test "$(hostile_count boldask159 lost)" -eq 0
exit 0
