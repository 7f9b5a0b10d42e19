#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-problem-frame.sh: a frame word next to the answer that stands
# in a phrase of the record's problem text ("left over", "greater than",
# "if he sells all the doughnuts") is the problem's wording restated,
# not the model's bound or condition (lib/verify/answer_problem.c, issue
# 26); a doubt, a negation, another condition or another value stays
# refused (tests/verify/problem-frame.jsonl: problem, response, answer,
# the reward wanted, want_r, and the case).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/problem-frame.jsonl"
verify_wanted "$cases"
# the test can fail both ways
step "at least 8 restated cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 8
step "at least 12 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 12
# the problem is what rewards them: without it, today's frame rules
# refuse every one (nothing changes for a record with no problem)
jq -c 'del(.problem)' "$cases" | papo-verify -q --explain > bare.jsonl ||
    fail "papo-verify exited $?"
jq -r 'select(.r_out == 1) | .case' bare.jsonl > bare.txt || fail "jq"
step -o bare.txt "without the problem every case is refused" \
    test ! -s bare.txt
# a problem that says none of the phrases changes nothing either
jq -c '.problem = "Compute the value."' "$cases" |
    papo-verify -q --explain > other.jsonl || fail "papo-verify exited $?"
jq -r 'select(.r_out == 1) | .case' other.jsonl > other.txt || fail "jq"
step -o other.txt "with another problem every case is refused" \
    test ! -s other.txt
exit 0
