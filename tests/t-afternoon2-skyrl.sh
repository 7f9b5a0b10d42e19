#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon2-skyrl.sh: SkyRL's evaluation dumps as an evaluation-only
# run writes them.  NovaSky-AI/SkyRL @ a9564572e (2026-08-21):
# skyrl/train/evaluate.py puts dump_per_dataset_eval_results'
# files (skyrl/train/utils/trainer_utils.py) in
# export_path/dumped_evals/global_step_N_evals/ during training, and in
# export_path/dumped_evals/eval_only/ when there is no global step (an
# evaluation-only run).  --preset skyrl took the step only from
# global_step_{}_evals/: papo-verify wrote the eval_only records without
# a step, papo-advantage and papo-stats stopped on them ("no field
# 'step'").  The preset's step pattern has an alternative now,
# dumped_evals/{}/: the folder's name, "eval_only", is the step.  Data:
# tests/data/frameworks-skyrl-evalonly (make.py there writes it; content
# made up).
set -u
. "$TOP/tests/lib.sh"
d="$TOP/tests/data/frameworks-skyrl-evalonly/exp/dumped_evals"

papo-verify -q --preset skyrl "$d" > v.jsonl 2> v.err ||
    fail "papo-verify: $(cat v.err)"
step -o v.err "papo-verify: no record without a step" \
    eval '! grep -q "without a step" v.err'
step -o v.err "aggregated_results.jsonl skipped, and said" \
    grep -q "eval_only/aggregated_results.jsonl: skipped" v.err
step -o v.jsonl "the folders' steps: 2 and \"eval_only\", 9 records each" \
    jq -e -s '(map(.step) | group_by(.) | map([.[0], length])) ==
	[[2, 9], ["eval_only", 9]]' v.jsonl
# papo-verify's verdicts agree with SkyRL's own score (token-level at
# step 2: summed), the response cut off at the length limit included
step -o v.jsonl "r_out agrees with the dump's score" jq -e -s 'all(.[];
    (if (.score | type) == "array" then .score | add else .score end)
    == .r_out)' v.jsonl
step -o v.jsonl "the cut-off response is not rewarded" jq -e -s \
    'map(select(.stop_reason == "length")) | length == 2 and
	all(.r_out == 0)' v.jsonl

papo-advantage --preset skyrl -m grpo < v.jsonl > a.jsonl 2> a.err
step -o a.err "papo-advantage reads the eval_only records" \
    jq -e -s 'length == 18 and all(.adv | type == "number")' a.jsonl
papo-stats --preset skyrl -f tsv -m responses,groups,accuracy < a.jsonl \
    > s.tsv 2> s.err
jq -r -s 'group_by(.step)[] | [.[0].step, length,
    (map(.input_prompt) | unique | length),
    ((map(.r_out) | add) / length)] | @tsv' v.jsonl > want.tsv
tail -n +2 s.tsv > got.tsv
step -o got.tsv "papo-stats: a row per folder, as the records give" \
    cmp -s want.tsv got.tsv
# the dump read directly, as papo(7) shows for every preset
papo-stats --preset skyrl -f tsv -m responses,groups,accuracy "$d" \
    > s2.tsv 2> s2.err
step -o s2.err "papo-stats on the folder: the same steps" \
    eval 'tail -n +2 s2.tsv | cut -f 1-3 | cmp -s - "$(cut -f 1-3 want.tsv > w3.tsv; echo w3.tsv)"'

# an eval_only folder outside dumped_evals/ is not guessed at: the
# message names the file and the pattern
mkdir -p elsewhere/eval_only
cp "$d/eval_only/openai_gsm8k.jsonl" elsewhere/eval_only/
papo-stats --preset skyrl elsewhere > /dev/null 2> e.err
step -o e.err "a folder the preset does not know: named, with the patterns" \
    grep -q "elsewhere/eval_only/openai_gsm8k.jsonl:1: no field 'step', and the file name does not match the step pattern 'global_step_{}_evals/|dumped_evals/{}/' of --preset skyrl" e.err

# --field step=file: takes alternatives too, the first that matches
printf '%s\n' '{"group": "g", "reward": 1}' > r7.jsonl
mkdir -p run_a/ckpt_3 && cp r7.jsonl run_a/ckpt_3/x.jsonl
papo-stats -f tsv -m responses --field 'step=file:r{}.jsonl|ckpt_{}/' \
    r7.jsonl run_a/ckpt_3/x.jsonl > alt.tsv 2> alt.err
step -o alt.tsv "step=file:A|B: each file's first match" \
    eval 'tail -n +2 alt.tsv | cut -f 1 | tr "\n" " " | grep -qx "3 7 "'
papo-stats --field 'step=file:a{}|b' r7.jsonl > /dev/null 2> bad.err
step -o bad.err "an alternative without {} is refused" grep -q \
    "invalid value 'step=file:a{}|b' for --field (step pattern 'a{}|b' must hold one {}" bad.err
