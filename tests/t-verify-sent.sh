#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-sent.sh: the rest of the answer's own sentence is rewarded only
# when each word of it is recognised (issue 26, papo_answer_rest in
# lib/verify/answer_rest.c): a value conditioned, hedged, bounded or
# disowned after it ("The answer is 5 for odd n.", "La respuesta es 5
# salvo error.", "Ответ: 5 при нечётном n.", "答案是5，当n为奇数时。") or
# a condition on a variable before it ("For odd n, the answer is 5.") is
# no answer, in the phrase and the last-statement finders and nine
# languages; units, counted nouns, "in total", restatements, reasons and
# the problem's own words and condition stay rewarded
# (tests/verify/sent.jsonl: case, answer, response, want_r, problem).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/sent.jsonl"
verify_wanted "$cases"
# the test can fail both ways
step "at least 30 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 30
step "at least 80 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 80
# what is refused is the rest of the sentence: each refused case of the
# phrase finder ("The answer is 5 ..."), cut right after its value, is
# rewarded
jq -c 'select(.want_r == 0 and (.response | test("^The answer is 5 "))) |
    .response = "The answer is 5."' "$cases" > cut-in.jsonl || fail "jq"
step "at least 20 cut" test "$(wc -l < cut-in.jsonl)" -ge 20
papo-verify -q cut-in.jsonl > cut.jsonl || fail "papo-verify exited $?"
jq -r 'select(.r_out != 1) | .case' cut.jsonl > cut.txt || fail "jq"
step -o cut.txt "the same answers without the rest are rewarded" \
    test ! -s cut.txt
# --explain names the first word it did not recognise
printf '%s\n' '{"answer":"5","response":"The answer is 5 for odd n."}' |
    papo-verify -q --explain > one.jsonl || fail "papo-verify exited $?"
step -o one.jsonl "--explain names the word 'odd'" \
    jq -e '.explain | contains("(word: odd)")' one.jsonl
exit 0
