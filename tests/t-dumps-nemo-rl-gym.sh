#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-nemo-rl-gym.sh: NeMo-RL's train_data_stepN.jsonl of a NeMo Gym
# run.  NVIDIA-NeMo/RL @ 7ea279abf (2026-08-22): grpo.py logs agent_ref
# first when the batch has it (NeMo Gym rows), and
# nemo_rl/environments/nemo_gym.py makes every turn's message
# {"role": "user"|"assistant", "content": "", "token_ids": ...}: the
# text is in the token ids only.  --preset nemo-rl read "" as every
# record's prompt and response: one group a step, GRPO over the whole
# batch, no word of it.  The tools now stop (65) naming the file, the
# line and what the record is.  Fixture tests/frameworks/nemo-rl-gym/
# written by hand (token ids made up; step 2 of two turns each).
set -u
. "$TOP/tests/lib.sh"
d=$TOP/tests/frameworks/nemo-rl-gym/logs/exp_004

for t in verify advantage stats; do
	papo-$t --preset nemo-rl "$d"/train_data_step1.jsonl \
	    "$d"/train_data_step2.jsonl > $t.out 2> $t.err
	step -o $t.err "papo-$t stops (65)" [ $? -eq 65 ]
	step -o $t.err "papo-$t names the file, the line and the rollout" \
	    grep -q 'train_data_step1.jsonl:1: field .* is "": this is how NeMo-RL logs a NeMo Gym rollout (agent_ref' $t.err
done
step -o verify.out "papo-verify writes no record" [ ! -s verify.out ]
papo-judge -q --dry-run -m m --preset nemo-rl -r 3-tier-noref --select all \
    "$d"/train_data_step1.jsonl > judge.out 2> judge.err
step -o judge.err "papo-judge --dry-run stops (65)" [ $? -eq 65 ]
step -o judge.err "... naming the record and the rollout" \
    grep -q 'train_data_step1.jsonl:1: .*NeMo Gym rollout' judge.err

# its validation file: {role, content} objects only (grpo.py validate,
# get_keys_from_message_log), every content "": no agent_ref to tell,
# but an empty prompt is no group
jq -c '{content: [[.content[0][] as $c | {role: "user", content: $c}]] |
    (.[0] |= [to_entries[] | .value.role = (if .key % 2 == 0 then "user"
    else "assistant" end) | .value]), rewards: .rewards, idx: .idx}' \
    "$d"/train_data_step1.jsonl > val_data_step0.jsonl
papo-advantage --preset nemo-rl -m grpo val_data_step0.jsonl > vv.advantage \
    2> ve.advantage
step -o ve.advantage "papo-advantage stops on the validation file (65)" \
    [ $? -eq 65 ]
papo-stats --preset nemo-rl val_data_step0.jsonl > vv.stats 2> ve.stats
step -o ve.stats "papo-stats stops on the validation file (65)" [ $? -eq 65 ]
step -o ve.advantage "... naming its empty prompt" grep -q \
    "val_data_step0.jsonl:1: field 'content\[0\]\[role=user\].content|.*' is \"\"" \
    ve.advantage

# a group the user names is read: the refusal is the preset's reading
papo-advantage --preset nemo-rl -m grpo --field group=idx \
    "$d"/train_data_step1.jsonl > a.out 2> a.err
step -o a.err "--field group=KEY reads it" [ -s a.out ]

# the same records with their text (a NeMo-RL that logs it): read
jq -c '.content[0] |= [range(length) as $i |
    if $i % 2 == 0 then "Question \(input_filename)?" else
    "The answer is \\boxed{\($i)}." end]' "$d"/train_data_step1.jsonl \
    > train_data_step1.jsonl
papo-verify -q --preset nemo-rl train_data_step1.jsonl > v.out 2> v.err
step -o v.err "agent_ref with text in content is read" \
    [ "$(wc -l < v.out)" -eq 8 ]
steps_end
