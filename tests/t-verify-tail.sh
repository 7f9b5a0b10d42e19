#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-tail.sh: what may follow an answer is a table of recognised
# forms (lib/verify/answer_tail.c, issue 26): a closing remark whose
# words are all closing rows of one language, the same value restated, a
# chat template's end token, formatting.  Anything else after it (an
# unknown or made-up word, a second value, a negation in another
# language, an emoji, closing words of two languages) is not rewarded
# (tests/verify/tail.jsonl: response, answer, the reward wanted, want_r,
# the row --explain must name, want_row, and the case).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/tail.jsonl"
verify_wanted "$cases"
# every language papo-verify lists has a recognised remark rewarded
for l in en zh ja ko fr de es it pt ru th bn sw te; do
	jq -r --arg c "$l remark" 'select(.case == $c and .r_out == 1 and
	    (.explain | contains("closing remark, " + $c[0:2]))) | .case' \
	    out.jsonl
done > langs.txt || fail "jq"
step -o langs.txt "a closing remark rewarded in each of 14 languages" \
    test "$(wc -l < langs.txt)" -eq 14
# the test can fail both ways
step "at least 20 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 20
step "at least 90 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 90
# a refused tail is refused by what was added after the remark: the
# same responses without it are rewarded
jq -c 'select(.case | test("remark, (unknown word|a second value|an emoji)$"))
    | .response |= (rtrimstr(" Blorptastic zungle.") | rtrimstr(" 13") |
    rtrimstr(" \ud83e\udd14")) | .want_r = 1 | del(.want_row)' \
    "$cases" > cut-in.jsonl || fail "jq"
step "42 cases cut" test "$(wc -l < cut-in.jsonl)" -eq 42
# the same answers without what was added: each rewarded
verify_wanted cut-in.jsonl
exit 0
