#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-threads.sh: papo-verify writes the same bytes with any number of
# threads, in input order, over real responses (the example rollouts and the
# answer-equivalence cases, several chunks of lines each).
set -u
. "$TOP/tests/lib.sh"
jq -c '{response: .pred, answer: .gold}' "$TOP/tests/verify/cases.jsonl" \
    > in.jsonl || fail "jq"
cat "$TOP/examples/rollouts.jsonl" >> in.jsonl
papo-verify -q -j1 in.jsonl > one.jsonl || fail "-j1 failed"
for j in 2 3 7; do
	papo-verify -q -j$j in.jsonl > many.jsonl || fail "-j$j failed"
	step "-j$j differs from -j1" cmp -s one.jsonl many.jsonl
done
step "lost lines" [ "$(wc -l < one.jsonl)" -eq "$(wc -l < in.jsonl)" ]
# the same records, in the same order, as the input
jq -c 'del(.r_out, .pred, .verify)' one.jsonl > back.jsonl || fail "jq"
jq -c 'del(.r_out, .pred, .verify)' in.jsonl > in.norm.jsonl || fail "jq"
step "records changed or reordered" cmp -s back.jsonl in.norm.jsonl
exit 0
