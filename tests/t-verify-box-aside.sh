#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-box-aside.sh: words written inside the math after the value
# ("\boxed{5 \text{ (unverified)}}", "\boxed{5 \text{ is wrong}}",
# "\boxed{5 \text{ (вероятно)}}") are rewarded only when papo-verify
# recognises them (lib/verify/verify.c, annot_known): one word alone (the
# noun the value counts, or a unit, which is compared), a unit, "is the
# answer", "in total", the problem's own words, "(not 5)" denying another
# value; anything else is not the reference (issue 26: reward only what
# is recognised).  A value marked approximate (\approx 5 in a box,
# "approximately 5", "about 5", "~5", "etwa 5", "примерно 5" after an
# answer phrase or in a last statement) is a hedge unless the problem
# asks for rounding (an estimate asked for is not: "Estimate the number
# of apples." then "about 5 apples" is a hedge, issue 26).
# tests/verify/box_aside.jsonl.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-box-aside

verify_wanted "$TOP/tests/verify/box_aside.jsonl"
step "at least 8 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 8
step "at least 12 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 12
# the aside is what is refused: each refused case with the aside taken
# out of its box is rewarded
jq -c 'select(.want_r == 0) | .response = "\\boxed{5}"' \
    "$TOP/tests/verify/box_aside.jsonl" > bare.jsonl || fail "jq"
papo-verify -q bare.jsonl > bare.out || fail "papo-verify exited $?"
step -o bare.out "the value alone is rewarded" \
    test "$(jq -s 'map(select(.r_out != 1)) | length' bare.out)" -eq 0
