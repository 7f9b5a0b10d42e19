#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-words-end.sh: an answer phrase, a number in words and the
# language's own sentence end, in every language papo-verify lists
# (issue 26: "উত্তর হল তেইশ।" found no answer, Bengali's full stop was
# read as a part of the number; "二十三です", "이십삼입니다": the copula
# glued to the number word), and near misses (a negation, a question, a
# word not recognised after it, two number words) that are not rewarded
# (tests/verify/words-end.jsonl).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/words-end.jsonl"
verify_wanted "$cases"
step "15 rewarded cases, one a language or script" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -eq 15
step "at least 12 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 12
# each rewarded answer is the number word alone, without the full stop
# or the copula after it
jq -r 'select(.want_r == 1 and (.pred | test("[।。.]$|です$|입니다$")))
    | "\(.case): \(.pred)"' out.jsonl > preds.txt || fail "jq"
step -o preds.txt "the answer read is the number word alone" test ! -s preds.txt
exit 0
