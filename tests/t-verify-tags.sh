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

verify_explain "$TOP/tests/verify/tags.jsonl" tag
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
