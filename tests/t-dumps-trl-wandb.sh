#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-trl-wandb.sh: TRL's completions as wandb logs them.
# huggingface/trl @ f2cd577 (2026-07-24), trl/trainer/grpo_trainer.py
# GRPOTrainer.log: with log_completions, each logging step writes
# completions/completions_NNNNN.parquet and logs the same rows to wandb
# as the table "completions" (columns step, prompt, completion, the
# reward functions', log_extra's, advantage), but under
# log_unique_prompts it drops all but each prompt's first completion
# (df.drop_duplicates(subset=["prompt"])): a group of one a prompt.
# papo named it as OpenRLHF's table ("nothing to re-score") with a
# conversion whose records --preset trl reads as whole groups.  It is
# now named as TRL's, pointing at the Parquet file of the same step,
# with the conversion for a table logged without log_unique_prompts.
# Fixture tests/frameworks/trl-wandb/ (by hand: step 10 under
# log_unique_prompts, two prompts).
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
t=$(echo "$TOP"/tests/frameworks/trl-wandb/wandb/run-*/files/media/table/completions_10_*.table.json)

for tool in verify advantage stats; do
	papo-$tool --preset trl "$t" > /dev/null 2> err.$tool
	step -o err.$tool "papo-$tool stops (65)" [ $? -eq 65 ]
	step -o err.$tool "papo-$tool names TRL's table and its Parquet file" \
	    grep -q "TRL's completions table.*log_unique_prompts.*completions/completions_NNNNN.parquet" \
	    err.$tool
done
step -o err.verify "no word of OpenRLHF" sh -c '! grep -q OpenRLHF err.verify'
cmd=$(sed -n "s/.*converts with: \(python3 -c '.*'\) .* > completions.jsonl$/\1/p" \
    err.verify)
step -o err.verify "the message holds a command" [ -n "$cmd" ]
eval "$cmd \"\$t\"" > c.jsonl 2> py.err
step -o py.err "the command runs" [ $? -eq 0 ]
papo-verify -q --preset trl c.jsonl > v.jsonl 2> v.err
step -o v.err "--preset trl reads its records" \
    [ "$(jq -c '[.step, .r_out]' v.jsonl | tr -d '\n')" = '[10,1][10,0]' ]
# another wandb table keeps the message it had
papo-verify "$TOP/tests/frameworks/magic/openrlhf-generated_samples_2.table.json" \
    > /dev/null 2> err.other
step -o err.other "OpenRLHF's table keeps its message" \
    grep -q "a wandb table, not JSONL records (OpenRLHF" err.other
steps_end
