#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-finders.sh: each row of papo-verify's table of finders
# (lib/verify/answer_find.c finders[] and phrases[]) finds or refuses
# what it should, as --explain names it (tests/verify/finders.jsonl: the
# --extract level, the response, the finder or refusal --explain starts
# with, and the answer it extracts, "want").
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/finders.jsonl"
verify_explain "$cases" finder
# the test can fail both ways: answers found, and refusals
jq -c 'select(.pred != null)' out.jsonl > found.jsonl
step "answers are found" test "$(wc -l < found.jsonl)" -ge 10
# every finder of the table has a case
for f in box json phrase 'phrase after the box' 'statement after the box' \
    'whole response' 'bold number' 'last statement'; do
	step "finder '$f' has a case" jq -s -e --arg f "$f" \
	    'any(.[]; .finder == $f)' "$cases" > /dev/null
done
exit 0
