#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon4-prime-token-exports.sh: prime-rl's output folder given
# whole, with the trainer's token exports beside the rollouts.
# PrimeIntellect-ai/prime-rl @ 559b44772 (2026-08-21):
# src/prime_rl/trainer/rl/token_export.py TokenExporter writes, with
# enable_token_export, OUTPUT/token_exports/step_N/rank_R.jsonl: one line
# a sequence (schema_version, step, rank, token_ids, advantages,
# logprobs...), no text.  Given OUTPUT, papo-stats counted each export
# line as a response of its step, in silence (7 responses in step 1
# where the rollouts hold 6), and papo-verify stopped on it with a
# missing field.  --preset prime-rl now skips the folder and says so.
# Rollouts: tests/frameworks/prime-rl; the export line made up in
# token_export.py's layout.
set -u
. "$TOP/tests/lib.sh"
mkdir out
cp -R "$TOP/tests/frameworks/prime-rl/rollouts" out/ || fail "cp"
mkdir -p out/token_exports/step_1 out/token_exports/step_2
for s in 1 2; do
	printf '{"schema_version":1,"step":%d,"rank":0,"micro_step":0,"micro_sequence_idx":0,"export_sequence_idx":0,"env_name":"gsm8k","token_ids":[151644,872,198],"position_ids":[0,1,2],"loss_mask":[false,true,true],"advantages":[0.5,0.5,0.5],"inference_logprobs":[0.0,-0.1,-0.2],"trainer_logprobs":[0.0,-0.1,-0.2],"entropy":[0.1,0.1,0.1],"mismatch_kl":null,"log_importance_ratio":null,"importance_ratio":null,"prob_delta":null,"is_masked":null,"is_masked_high":null,"is_masked_low":null,"rl_weights":null,"ce_weights":null,"ref_kl_weights":null,"env_names":["gsm8k"]}\n' $s \
	    > out/token_exports/step_$s/rank_0.jsonl
done
: > out/token_exports/step_1/STABLE

papo-stats --preset prime-rl -f tsv -m responses,groups out/rollouts \
    > want.tsv 2> /dev/null || fail "papo-stats on rollouts/"
papo-stats --preset prime-rl -f tsv -m responses,groups out \
    > got.tsv 2> got.err
step -o got.err "papo-stats on the output folder: exit 0" [ $? -eq 0 ]
step -o got.tsv "the rollouts' responses, none of the exports" \
    cmp -s want.tsv got.tsv
step -o got.err "each export file said skipped" \
    sh -c '[ "$(grep -c "^papo-stats: out/token_exports/step_[12]/rank_0.jsonl: skipped: not records$" got.err)" -eq 2 ]'
papo-verify -q --preset prime-rl out > v.jsonl 2> v.err
step -o v.err "papo-verify on the output folder: exit 0" [ $? -eq 0 ]
step -o v.jsonl "papo-verify: every episode of all/, once" \
    [ "$(wc -l < v.jsonl)" = "$(cat out/rollouts/step_*/train/all/traces.jsonl | wc -l)" ]
papo-stats --preset prime-rl out/token_exports > /dev/null 2> t.err
step -o t.err "the exports alone: no input left (66), said why" \
    sh -c "[ $? -eq 66 ] && grep -qxF \"papo-stats: no input left once files in 'token_exports/' are skipped\" t.err"
# another preset reads a folder of that name: not skipped
mkdir -p other/token_exports
printf '%s\n' '{"step":1,"input":"q","output":"\\boxed{4}","gts":"4","score":1}' \
    > other/token_exports/1.jsonl
papo-stats --preset verl -f tsv -m responses other > o.tsv 2> /dev/null
step -o o.tsv "--preset verl: a folder of that name is read" \
    [ "$(sed -n 2p o.tsv)" = "$(printf '1\t1')" ]
