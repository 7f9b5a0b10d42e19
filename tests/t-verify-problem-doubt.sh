#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-problem-doubt.sh: a doubt word before the answer that is the
# problem's own phrase ("the average guess is \boxed{80}" for "What is
# their average guess?") is lifted as a modal is: with the word before
# or after it, as the problem says it (issue 26, corpus
# rereading-gsm-gpt-4o-mini ...-31).  The model's own doubt ("I guess"),
# another doubt beside it, the word in a phrase the problem does not
# say, a doubt after the answer, or no problem text stay refused
# (tests/verify/problem-doubt.jsonl).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/problem-doubt.jsonl"
verify_wanted "$cases"
jq -c 'select(.want_r == 1) | del(.problem)' "$cases" > noproblem.jsonl ||
    fail "jq"
papo-verify -q noproblem.jsonl > noproblem.out || fail "papo-verify exited $?"
step "without the problem the doubt word is refused" test \
    "$(jq -s 'map(select(.r_out == 1)) | length' noproblem.out)" -eq 0
exit 0
