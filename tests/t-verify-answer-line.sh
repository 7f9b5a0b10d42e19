#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-answer-line.sh: GAOKAO-Bench's answer line "【答案】C <eoa>"
# is an answer phrase (a row of answer_rows.c's tables), and an end
# token ends the phrase's sentence (issue 26: 218 right answers of the
# real-response corpus were refused, no finder knew the line).  Near
# misses are not rewarded: another letter, a negation before or after,
# a doubt, a question, two letters with "or", an empty or cut-off line,
# a second line that differs, a remark or an emoji after it, a
# look-alike bracket; and an end token ends the response only when
# nothing but spacing and end tokens follow it: a box, then "<eoe>" and
# a line with another letter or a correction, was rewarded on main
# (tests/verify/answer-line.jsonl).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/answer-line.jsonl"
verify_wanted "$cases"
step "7 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -eq 7
step "at least 14 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 12
jq -r 'select(.want_r == 1 and (.explain | contains("【答案】") | not) and
    (.explain | contains("before: :") | not)) | "\(.case): \(.explain)"' \
    out.jsonl > rows.txt || fail "jq"
step -o rows.txt "the answer line's row accepted each rewarded case" \
    test ! -s rows.txt
exit 0
