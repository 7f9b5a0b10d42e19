#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-mc.sh: multiple choice and counted nouns (issue 26, verify-kinds
# M1, M3, M6, U1; tests/verify/mc.jsonl: response, answer, problem,
# want_r, case): a boxed option value with its letter beside it names the
# same option as the problem lists; a lower-case label then its value
# ("(b) 7"); a label then the option's text against a text reference
# ("(B) decrease", "(C), lizards"); letter sets in the listed languages
# ("A und C", "A et C", "(A)(C)") compared as sets; a counted noun ("5
# apples") is not equal to a reference's unit.  Near misses (two options,
# "or maybe", "not", a take-back, a superset or subset) are not rewarded.
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/mc.jsonl"
verify_wanted "$cases"
# the test can fail both ways
step "at least 30 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 30
step "at least 30 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 30
# the noun is what is refused: each "noun vs unit" case with its noun
# made the reference's unit is rewarded
jq -c 'select(.case | test("^noun vs unit")) |
    .response |= sub("apples"; "kg") | .response |= sub("stops"; "hours") |
    .response |= sub("pages"; "minutes")' "$cases" > unit-in.jsonl ||
    fail "jq"
step "6 nouns made units" test "$(wc -l < unit-in.jsonl)" -eq 6
verify_rewarded unit-in.jsonl \
    "the same answers with the reference's unit are rewarded"
exit 0
