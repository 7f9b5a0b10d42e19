#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon3-verl-val.sh: verl's rollout and validation dumps in one
# output folder, read as a new user does (papo-verify --preset verl
# outputs/ | papo-advantage | papo-stats).
# volcengine/verl @ b178a3cd5 (2026-01-29), verl/trainer/ppo/
# ray_trainer.py: _log_rollout_data and _validate both call
# _dump_generations, which writes {global_steps}.jsonl into
# trainer.rollout_data_dir and trainer.validation_data_dir (folders the
# user names; no default), keys input, output, gts, score, step and the
# reward extras; _validate's extras always hold "reward" (the score
# again).  Read together, validation records were counted in the
# training step of their number, silently (step 2's accuracy and
# responses below).  papo-verify said so, naming a file of each dump;
# since round 17 every tool leaves a validation file out when a
# rollout file is read too (its first record has 'reward'), said so,
# as every preset's evaluation files (papo(7), PRESETS); papo-verify
# still says so of validation records mixed on standard input.
# Records made up.
set -u
. "$TOP/tests/lib.sh"

mkdir -p outputs/rollout_data outputs/validation_data
for s in 1 2; do
	printf '%s\n' \
	    "{\"input\": \"user\\nWhat is 2+$s?\\nassistant\\n\", \"output\": \"So \\\\boxed{$((2 + s))}\", \"gts\": \"$((2 + s))\", \"score\": 1.0, \"step\": $s, \"acc\": true}" \
	    "{\"input\": \"user\\nWhat is 2+$s?\\nassistant\\n\", \"output\": \"So \\\\boxed{9}\", \"gts\": \"$((2 + s))\", \"score\": 0.0, \"step\": $s, \"acc\": false}" \
	    > outputs/rollout_data/$s.jsonl
done
# validation at step 2 (test_freq 2): "reward" after "step", as the
# extras are added after the base keys
printf '%s\n' \
    '{"input": "user\nWhat is 7*7?\nassistant\n", "output": "So \\boxed{49}", "gts": "49", "score": 1.0, "step": 2, "reward": 1.0, "acc": true}' \
    '{"input": "user\nWhat is 8*8?\nassistant\n", "output": "So \\boxed{64}", "gts": "64", "score": 1.0, "step": 2, "reward": 1.0, "acc": true}' \
    > outputs/validation_data/2.jsonl

papo-verify -q --preset verl outputs > v.jsonl 2> v.err ||
    fail "papo-verify on outputs/: $(cat v.err)"
step -o v.err "validation read with rollouts: left out, said" \
    grep -qxF "papo-verify: outputs/validation_data/2.jsonl: skipped: verl's validation records ('reward' beside 'score'), read with the training records of outputs/rollout_data/1.jsonl: an evaluation's records are no training step's (name the evaluation's files alone to read them)" v.err
step -o v.jsonl "the rollout records only" [ "$(wc -l < v.jsonl)" -eq 4 ]
papo-advantage -q --preset verl -m grpo < v.jsonl 2> /dev/null |
    papo-stats --preset verl -f tsv -m responses,accuracy > folder.tsv
step -o folder.tsv "the folder: step 2 is 2 responses at 0.5" \
    grep -qx '2	2	0.5' folder.tsv
papo-stats --preset verl -f tsv -m responses outputs > sf.tsv 2> sf.err
step -o sf.err "papo-stats on the folder: the same, said" eval \
    "grep -qx '2	2' sf.tsv && grep -q 'validation_data/2.jsonl: skipped' sf.err"

# validation records on standard input, rollout files named beside it
# (standard input is not looked at ahead): papo-verify says so
papo-verify -q --preset verl outputs/rollout_data/1.jsonl - \
    outputs/rollout_data/2.jsonl < outputs/validation_data/2.jsonl \
    > m.jsonl 2> m.err
step -o m.err "mixed on standard input: said, with what to read" \
    grep -qF "verl's validation records ('reward' beside 'score') read with its rollout records" m.err
step -o m.jsonl "every record is still written" [ "$(wc -l < m.jsonl)" -eq 6 ]

# what it prevents: step 2's statistics with them
papo-advantage -q --preset verl -m grpo < m.jsonl 2> /dev/null |
    papo-stats --preset verl -f tsv -m responses,accuracy > mixed.tsv
step -o mixed.tsv "mixed, step 2 counts 4 responses at 0.75" \
    grep -qx '2	4	0.75' mixed.tsv

papo-verify -q --preset verl outputs/rollout_data > r.jsonl 2> r.err ||
    fail "papo-verify on the rollout folder: $(cat r.err)"
step -o r.err "the rollout folder alone: nothing said" [ ! -s r.err ]
papo-advantage -q --preset verl -m grpo < r.jsonl |
    papo-stats --preset verl -f tsv -m responses,accuracy > train.tsv
step -o train.tsv "the rollout folder alone: step 2 is 2 responses at 0.5" \
    grep -qx '2	2	0.5' train.tsv
papo-verify -q --preset verl outputs/validation_data > /dev/null 2> val.err ||
    fail "papo-verify on the validation folder: $(cat val.err)"
step -o val.err "the validation folder alone: nothing said" [ ! -s val.err ]
# without the preset nothing is known of verl: nothing said
papo-verify -q --field answer=gts --field response=output outputs \
    > /dev/null 2> np.err || fail "papo-verify without the preset"
step -o np.err "without --preset verl: nothing said" [ ! -s np.err ]
