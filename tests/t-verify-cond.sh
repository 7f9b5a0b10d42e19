#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-cond.sh: a condition or a doubt in the answer's own sentence,
# after the value ("The answer is 5, assuming n is odd", "5 whenever n is
# odd", "5 when n is odd", "11:20, I think" in a last statement), is no
# answer, in English and a few other languages (lib/verify/answer_prose.c,
# issue 26); reasons, units, counted nouns, an extremum's point ("5 when
# x = 2"), "when rounded", "is provided in" and a condition the problem
# itself says stay rewarded (tests/verify/cond.jsonl: response, answer,
# problem, want_r, case).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/cond.jsonl"
verify_wanted "$cases"
# the test can fail both ways
step "at least 10 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 10
step "at least 25 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 25
# the condition is what is refused: each refused English case, its
# condition cut at the value, is rewarded
jq -c 'select(.want_r == 0 and (.case |
    test("^(whenever|assuming|provided|when n is odd|as long as|only when)$"))) |
    .response |= sub(" (whenever|provided|as long as|only when|when) .*$|, assuming .*$"; ".")' \
    "$cases" > cut-in.jsonl || fail "jq"
step "6 conditions cut" test "$(wc -l < cut-in.jsonl)" -eq 6
verify_rewarded cut-in.jsonl \
    "the same answers without the condition are rewarded"
exit 0
