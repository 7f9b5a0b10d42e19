#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-examples.sh: every command in the EXAMPLES section of
# man/papo-verify.1 runs and succeeds, on files made here for them.
set -u
. "$TOP/tests/lib.sh"

# the files the examples name, from the example rollouts
cp "$TOP/examples/rollouts.jsonl" rollouts.jsonl || fail "cp"
cp "$TOP/examples/verl/1.jsonl" step_10.jsonl || fail "cp"
jq -c '{response, reward_model: {ground_truth: .answer}}' rollouts.jsonl \
    > nested.jsonl || fail "jq"

man_examples "$TOP/man/papo-verify.1" > examples.txt
step -o examples.txt "at least 4 papo-verify examples found" \
    [ "$(grep -c papo-verify examples.txt)" -ge 4 ]
run_examples examples.txt

# what they made: every record scored, the same count as the input
for f in verified.jsonl step_10.scored.jsonl strict.jsonl scored.jsonl; do
	step "no $f" [ -s "$f" ]
done
step "verified.jsonl lost records" \
    [ "$(wc -l < verified.jsonl)" -eq "$(wc -l < rollouts.jsonl)" ]
step "unscored records in verified.jsonl" \
    [ "$(jq -r 'select(.r_out == null)' verified.jsonl | wc -l)" -eq 0 ]
jq -e 'has("r_out") and has("papo_pred") and has("verify") and
    has("score")' step_10.scored.jsonl \
    > /dev/null || fail "the verl preset: r_out, papo_pred, verify, score kept"
step "no verdict counts" grep -q equal out.2
exit 0
