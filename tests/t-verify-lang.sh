#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-lang.sh: the 14 languages papo-verify(1) lists, both ways
# (issue 26): in each, right answers written as models write them
# (answer phrases, closing particles, counted nouns, number words,
# native digits, decimal commas, multiple choice) are rewarded, and the
# same answers negated, hedged, conditioned, corrected or disowned are
# not (tests/verify/lang.jsonl: case, answer, response, optional
# problem, want_r).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/lang.jsonl"
verify_wanted "$cases"
# every language, at least 8 cases each way: the test can fail both ways
for l in en zh ja ko fr de es it pt ru th bn sw te; do
	step "$l: at least 8 right answers rewarded" test "$(jq -s --arg l "$l" \
	    'map(select((.case | startswith($l + "-right")) and
	    .r_out == 1)) | length' out.jsonl)" -ge 8
	step "$l: at least 8 hedges refused" test "$(jq -s --arg l "$l" \
	    'map(select((.case | startswith($l + "-hedge")) and
	    .r_out == 0)) | length' out.jsonl)" -ge 8
done
# the hedge is what is refused: the Thai, Bengali, Swahili and Telugu
# hedges after a box, the box kept and the words after it cut, are
# rewarded
jq -c 'select(.want_r == 0 and (.case | test("^(th|bn|sw|te)-")) and
    (.response | test("^(คำตอบคือ|উত্তর হল|Jibu ni|సమాధానం) \\\\boxed"))) |
    .response |= sub("\\}[^}]*$"; "}")' "$cases" > cut-in.jsonl ||
    fail "jq"
step "at least 4 boxed hedges cut" test "$(wc -l < cut-in.jsonl)" -ge 4
verify_rewarded cut-in.jsonl \
    "each boxed hedge, cut after its box, is rewarded"
exit 0
