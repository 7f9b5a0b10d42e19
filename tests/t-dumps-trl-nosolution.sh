#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-trl-nosolution.sh: TRL's completions without a reference.
# huggingface/trl @ f2cd577: GRPOTrainer.log's columns are step,
# prompt, completion, a reward function's each, the extras a reward
# function logs (log_extra) and advantage: a 'solution' only when a
# reward function logs it.  papo-verify --preset trl on such a file
# said "map it with --field answer=KEY, or --preset areal": AReaL's
# preset maps no reference at all, so it was offered for a field it
# would not find either.  A preset offered for a missing field now maps
# that field to one of the record's keys; the other hints are as they
# were (verl's keys without the preset: --preset verl; AReaL's:
# --preset areal).
set -u
. "$TOP/tests/lib.sh"

for s in 1 2; do
	printf '%s\n' \
	    "{\"step\": $s, \"prompt\": \"What is $s+2?\", \"completion\": \"\\\\boxed{$((s + 2))}\", \"accuracy_reward\": 1.0, \"advantage\": 0.7071}" \
	    "{\"step\": $s, \"prompt\": \"What is $s+2?\", \"completion\": \"\\\\boxed{9}\", \"accuracy_reward\": 0.0, \"advantage\": -0.7071}" \
	    > completions_0000$s.jsonl
done
papo-verify -q --preset trl completions_00001.jsonl > /dev/null 2> v.err
step -o v.err "no reference: exit 65" [ $? -eq 65 ]
step -o v.err "the missing reference named with --field answer=KEY" \
    grep -q "no record has field 'solution' (the reference).*--field answer=KEY" v.err
for p in areal nemo-rl; do
	step -o v.err "no --preset $p (it maps no reference)" \
	    sh -c "! grep -q -- '--preset $p' v.err"
done
# hints of a preset that maps the missing field: as before
printf '%s\n' '{"input": "q", "output": "\\boxed{4}", "gts": "4", "score": 1.0, "step": 1}' \
    > verl.jsonl
papo-verify -q verl.jsonl > /dev/null 2> w.err
step -o w.err "verl's keys: --preset verl offered" grep -q -- '--preset verl' w.err
printf '%s\n' '{"prompt": "q", "completion": "\\boxed{4}", "reward": 1.0, "task_id": 1}' \
    > areal.jsonl
papo-verify -q areal.jsonl > /dev/null 2> a.err
step -o a.err "AReaL's keys: --preset areal offered" grep -q -- '--preset areal' a.err
