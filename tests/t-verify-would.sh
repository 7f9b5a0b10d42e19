#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-would.sh: "would" before the answer is the mood of a question
# that supposes (issue 26, processbench math-694: "If each 1/2 inch on a
# map represents 20 miles, how many inches apart ... are two cities
# ...?" answered "would be \boxed{3} inches apart"), not a modal that
# hedges; a condition of the response's own, a doubt, "could", "would
# not", a condition in another sentence of the problem or a question
# that supposes nothing stay refused (tests/verify/would.jsonl).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/would.jsonl"
verify_wanted "$cases"
step "at least 7 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 7
# the problem decides: without it the supposing question's answer is
# refused like any modal
jq -c 'select(.case == "would, a supposing question") | del(.problem)' \
    "$cases" > noproblem.jsonl || fail "jq"
papo-verify -q noproblem.jsonl > noproblem.out || fail "papo-verify exited $?"
step "without the problem \"would\" is a modal" test \
    "$(jq -r .r_out noproblem.out)" = 0
exit 0
