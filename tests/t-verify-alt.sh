#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-alt.sh: after an answer, an alternative derivation or a check
# that ends by restating the same value, the case of an extremum, a unit
# on the line after display math and a garbled tail are recognised
# (lib/verify/answer_tail.c, answer_find.c, issue 26); the same
# paragraphs ending on another value, with a correction, a negation, a
# doubt or a question in them, or opened by a word not in the table, are
# not rewarded (tests/verify/alt.jsonl: response, answer, problem, the
# reward wanted, want_r, the row --explain must name, want_row, the case).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/alt.jsonl"
verify_wanted "$cases"
# the test can fail both ways
step "at least 10 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 10
step "at least 18 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 18
# what is recognised is the paragraph: each rewarded alternative, its
# restated value changed to 99 at the end, is refused
jq -c 'select(.want_r == 1 and (.case | test("restated$"))) |
    .response |= sub("12(?<e>[.。]?)$"; "99\(.e)") |
    .response |= sub("which is 10[.]$"; "which is 99.")' "$cases" \
    > changed-in.jsonl || fail "jq"
step "8 alternatives changed" test "$(wc -l < changed-in.jsonl)" -eq 8
papo-verify -q --explain changed-in.jsonl > changed.jsonl ||
    fail "papo-verify exited $?"
jq -r 'select(.r_out == 1) | "\(.case): \(.explain)"' changed.jsonl \
    > changed.txt || fail "jq"
step -o changed.txt "the same paragraphs ending on another value are refused" \
    test ! -s changed.txt
exit 0
