#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-stmt.sh: final statements with no answer phrase that models
# write (issue 26; lib/verify/answer_said.c, the finder rows "count
# subject", "premise equation", "word answer", "none exists" of
# answer_find.c): "Six buses are required for the trip.", "From $2x =
# 10$ we get $x = 5$.", "so the winner is Maria.", "we conclude that no
# such triangle exists.", in en, de, fr, es, ru, zh; a scale word after a
# last statement's math ("$1.2$ million").  Their near-misses (a
# negation, a doubt, a condition, a second value, a take-back, a
# question, a number of the problem restated, more work after it) are
# not rewarded (tests/verify/stmt.jsonl: the record, the reward wanted,
# want_r, and for a rewarded form the finder --explain must name,
# want_finder).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/stmt.jsonl"
verify_wanted "$cases"
# the test can fail both ways
step "at least 40 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 40
step "at least 50 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 50
jq -r '. as $r | select(.want_finder != null and
    ($r.explain | startswith($r.want_finder) | not)) |
    "\(.case): \(.explain)"' out.jsonl > finders.txt || fail "jq"
step -o finders.txt "--explain names the finder row of each form" \
    test ! -s finders.txt
# what is read is the value in its position: each rewarded count or
# premise form with its value (its last number, or "Six") changed to 9
# is not rewarded
jq -c 'select(.want_finder == "count subject" or
    .want_finder == "premise equation") |
    .response |= (if test("Six ") then sub("Six "; "9 ") else
    sub("[0-9]+(?<e>[^0-9]*)$"; "9\(.e)") end)' "$cases" \
    > changed-in.jsonl || fail "jq"
step "every count and premise case changed" test \
    "$(wc -l < changed-in.jsonl)" -ge 20
papo-verify -q --explain changed-in.jsonl > changed.jsonl ||
    fail "papo-verify exited $?"
jq -r 'select(.r_out == 1) | "\(.case): \(.response)"' changed.jsonl \
    > changed.txt || fail "jq"
step -o changed.txt "the same statements with another value are refused" \
    test ! -s changed.txt
exit 0
