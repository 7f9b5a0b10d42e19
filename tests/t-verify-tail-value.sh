#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-tail-value.sh: the answer's value restated after it in
# another form is recognised by value, not by its text (issue 26):
# "\boxed{\frac12}. That is 0.5." (or 1/2, \dfrac{1}{2}, 50%, one half,
# 二分之一) is the same value, decided by the comparator both ways;
# another value after it (0.6, 5%, one third, 0.499, a value rounded one
# way), the same value negated, two values or a hedge are not rewarded
# (tests/verify/tail-value.jsonl: response, answer, want_r, want_row).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/tail-value.jsonl"
verify_wanted "$cases"
step "at least 15 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 14
step "at least 16 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 15
# a refused restatement is refused by what it says, not by the frame
# around it: the same responses with the answer's own value are rewarded
jq -c 'select(.case | test("^not the same, (another decimal|another percent|nearly)$"))
    | .response |= (sub("0\\.6|5%|0\\.499"; "0.5"))
    | .want_r = 1 | del(.want_row)' "$cases" > same-in.jsonl || fail "jq"
step "3 cases made the same" test "$(wc -l < same-in.jsonl)" -eq 3
# the same frames with the answer's value: each rewarded
verify_wanted same-in.jsonl
exit 0
