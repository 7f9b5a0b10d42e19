#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-tags.sh: papo-verify's finder of <answer>, <solution> and
# <final_answer> tags (lib/verify/answer_find.c, find_tag_answer): the
# last complete tag's content is the answer when what follows it is
# recognised; a tag cut off, empty, quoted as a format, taken back,
# doubted, followed by another value or after a tag with another value
# is no answer (tests/verify/tags.jsonl: the --extract level, the
# response, what --explain starts with, the answer extracted, "want",
# and the reward, "want_r").
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/tags.jsonl"
for level in boxed answer all; do
	jq -c --arg l "$level" 'select(.extract == $l)' "$cases" \
	    > in-$level.jsonl || fail "jq"
	papo-verify -q --explain --extract "$level" in-$level.jsonl \
	    > out-$level.jsonl || fail "papo-verify --extract $level: $?"
	step "--extract $level keeps every record" test \
	    "$(wc -l < out-$level.jsonl)" -eq "$(wc -l < in-$level.jsonl)"
	jq -r '(.explain | sub(";.*"; "")) as $f |
	    select($f != .finder or .pred != .want or .r_out != .want_r) |
	    "\(.response | tojson): --explain \($f), pred \(.pred | tojson),
	    r_out \(.r_out)"' out-$level.jsonl > wrong-$level.txt || fail "jq"
	step -o wrong-$level.txt "--extract $level: each tag as expected" \
	    test ! -s wrong-$level.txt
done
cat out-*.jsonl > out.jsonl
# the test can fail both ways: tags read, and tags refused
step "tags are read and rewarded" test "$(jq -c 'select(.r_out == 1 and
    (.explain | startswith("answer tag")))' out.jsonl | wc -l)" -ge 15
step "tags are refused" test "$(jq -c 'select(.pred == null and
    (.explain | startswith("refused")))' out.jsonl | wc -l)" -ge 15

# the tags of a reasoning model's response are read after </think> only
printf '%s\n' '{"answer":"12","response":"<think>I could write <answer>13</answer>.</think>\n<answer>12</answer>"}' |
    papo-verify -q > think.jsonl || fail "papo-verify: $?"
step "a tag inside <think> is not the answer" \
    jq -e '.r_out == 1 and .pred == "12"' think.jsonl
exit 0
