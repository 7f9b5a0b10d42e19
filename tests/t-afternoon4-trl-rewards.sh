#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon4-trl-rewards.sh: TRL's completions, converted from Parquet
# with papo(7)'s command, given to papo-stats as a new user would.
# huggingface/trl @ f2cd577 (2026-07-24), trl/trainer/grpo_trainer.py
# GRPOTrainer.log: completions/completions_NNNNN.parquet with columns
# step, prompt, completion, one column per reward function
# (**self._logs["rewards"], named after the function: accuracy_reward,
# format_reward), the extras and advantage; no column 'reward'.
# papo-stats printed an empty accuracy and said only that no record had
# an advantage; now it says no record has an outcome and names the
# --field to give.  Quiet when an outcome is there, or when the records
# were scored by papo-advantage.  Records made up in that layout (a
# prompt a step: a file that is the one before but for the step is
# TRL's repeated log, t-dumps-trl-iterations.sh).
set -u
. "$TOP/tests/lib.sh"

for s in 5 10; do
	printf '%s\n' \
	    "{\"step\": $s, \"prompt\": \"What is 2+$s?\", \"completion\": \"\\\\boxed{4}\", \"accuracy_reward\": 1.0, \"format_reward\": 1.0, \"advantage\": 0.7071}" \
	    "{\"step\": $s, \"prompt\": \"What is 2+$s?\", \"completion\": \"\\\\boxed{5}\", \"accuracy_reward\": 0.0, \"format_reward\": 1.0, \"advantage\": -0.7071}" \
	    > completions_000$s.jsonl
done

papo-stats --preset trl -f tsv -m responses,accuracy completions_*.jsonl \
    > a.tsv 2> a.err
step -o a.err "exit 0" [ $? -eq 0 ]
step -o a.err "no outcome: said once, with the --field to give" \
    sh -c "[ \$(grep -cxF \"papo-stats: no record has an outcome ('r_out', 'acc' or 'reward'): accuracy and the metrics of correct and wrong responses are empty; run papo-verify first, or name the dump's reward: --field reward=KEY\" a.err) -eq 1 ]"
step -o a.tsv "the accuracy column is empty, as said" \
    sh -c "[ \"\$(cut -f3 a.tsv | tail -n +2 | tr -d '\\n')\" = '' ]"
papo-stats --preset trl --field reward=accuracy_reward -f tsv \
    -m responses,accuracy completions_*.jsonl > b.tsv 2> b.err
step -o b.tsv "--field reward=accuracy_reward: accuracy 0.5 a step" \
    sh -c "[ \"\$(tail -n +2 b.tsv | cut -f3 | tr '\\n' ' ')\" = '0.5 0.5 ' ]"
step -o b.err "with the reward named: no outcome note" \
    sh -c '! grep -q "no record has an outcome" b.err'
# scored by papo-advantage (adv there), no outcome field: not said
printf '%s\n' '{"group": "a", "step": 1, "adv": 0.5}' > s.jsonl
papo-stats -f tsv s.jsonl > /dev/null 2> s.err
step -o s.err "records with adv: nothing said of outcomes" [ ! -s s.err ]
# the verl preset names its own reward key
printf '%s\n' '{"input": "q", "output": "x", "step": 1}' > v.jsonl
papo-stats --preset verl -f tsv v.jsonl > /dev/null 2> v.err
step -o v.err "--preset verl: the preset's reward key named" \
    grep -qF "no record has an outcome ('r_out', 'acc' or 'score')" v.err
