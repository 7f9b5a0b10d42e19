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
[ "$(wc -l < out.jsonl)" -eq "$(wc -l < "$cases")" ] || fail "records lost"
jq -r 'select(.r_out != .expect) | "\(.kind): r_out \(.r_out), " +
    "\(.verify): \(.response)"' out.jsonl > wrong.txt || fail "jq"
if [ -s wrong.txt ]; then
	cat wrong.txt >&2
	fail "$(wc -l < wrong.txt) frame cases wrong"
fi
# both verdicts are in the file, so the test can fail either way
[ "$(jq -s 'map(select(.expect == 1)) | length' out.jsonl)" -ge 10 ] ||
    fail "too few recognised cases"
[ "$(jq -s 'map(select(.expect == 0)) | length' out.jsonl)" -ge 30 ] ||
    fail "too few refused cases"
exit 0
