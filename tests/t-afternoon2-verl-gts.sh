#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon2-verl-gts.sh: a verl dump whose ground truth is an object.
# volcengine/verl @ b178a3cd5 (2026-01-29): verl/trainer/ppo/
# ray_trainer.py _log_rollout_data writes each sample's
# reward_model.ground_truth as gts, whatever it is; the search-R1 recipe's
# is {"target": [answers]} (verl/utils/reward_score/
# search_r1_like_qa_em.py reads ground_truth["target"]).  papo must not
# guess which member is the answer: it stops, naming the file, the line
# and the object's keys, and the --field that reads one (it said only
# "not object").  Records made up.
set -u
. "$TOP/tests/lib.sh"
mkdir -p rollout
printf '%s\n' \
 '{"input": "system\nAnswer the question.\nuser\nWho wrote Hamlet?\nassistant\n", "output": "<answer>Shakespeare</answer>", "gts": "Shakespeare", "score": 1.0, "step": 3}' \
 '{"input": "system\nAnswer the question.\nuser\nCapital of Peru?\nassistant\n", "output": "The answer is \\boxed{Lima}", "gts": {"target": ["Lima", "Lima, Peru"]}, "score": 1.0, "step": 3}' \
    > rollout/3.jsonl

papo-verify -q --preset verl rollout/3.jsonl > v.jsonl 2> v.err
step "an object reference stops papo-verify (65)" [ $? -eq 65 ]
step -o v.err "the file, the line, the keys and the --field to give" \
    grep -q "^papo-verify: rollout/3.jsonl:2: field 'gts' must be a string, a number or an array of strings, not object (its keys are target: --field answer=gts.KEY)$" v.err
step -o v.jsonl "the record before it is written" \
    jq -e -s 'length == 1 and .[0].verify == "equal"' v.jsonl
# with the member named, each record reads its own reference: the
# string one by the second alternative, the object by its member
papo-verify -q --preset verl --field 'answer=gts.target|gts' \
    rollout/3.jsonl > v2.jsonl 2> v2.err
step -o v2.err "--field answer=gts.target|gts reads both" jq -e -s \
    'map(.verify) == ["equal", "equal"]' v2.jsonl
