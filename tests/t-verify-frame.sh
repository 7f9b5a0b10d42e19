#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-frame.sh: an answer is rewarded only when the words before it
# and everything after it are recognised (tests/verify/frame.jsonl: each
# kind of refusal, in several languages, and the recognised forms that
# must keep their reward).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/frame.jsonl"
papo-verify -q "$cases" > out.jsonl || fail "papo-verify exited $?"
step "no record lost" [ "$(wc -l < out.jsonl)" -eq "$(wc -l < "$cases")" ]
jq -r 'select(.r_out != .expect) | "\(.kind): r_out \(.r_out), " +
    "\(.verify): \(.response)"' out.jsonl > wrong.txt || fail "jq"
step -o wrong.txt "every frame case as expected" [ ! -s wrong.txt ]
# both verdicts are in the file, so the test can fail either way
step "10 recognised cases or more" \
    [ "$(jq -s 'map(select(.expect == 1)) | length' out.jsonl)" -ge 10 ]
step "30 refused cases or more" \
    [ "$(jq -s 'map(select(.expect == 0)) | length' out.jsonl)" -ge 30 ]
exit 0
