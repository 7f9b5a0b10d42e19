#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon2-nemo-rl-val.sh: a NeMo-RL log folder given whole.
# NVIDIA-NeMo/RL @ 7ea279abf (2026-08-22): nemo_rl/algorithms/grpo.py
# logs each training step to train_data_step{N}.jsonl and, every
# val_period steps, validate() logs val_data_step{step}.jsonl into the
# same folder (nemo_rl/utils/logger.py log_batched_dict_as_jsonl).  Given
# the folder (or a glob of both), every tool read the validation
# records of step N into training step N: more responses and groups,
# another accuracy, in silence.  --preset nemo-rl now leaves a
# val_data_stepN.jsonl out when a training file is read too, and says
# so: the one of its step, and the one of step 0 (validation before
# training, val_at_start), which was read as a training step 0 until
# round 17 made every preset's evaluations one rule (papo(7), PRESETS);
# named alone (validation files only) it is read.
# Data: tests/frameworks/nemo-rl (train steps 1-3, validation 0 and 2).
set -u
. "$TOP/tests/lib.sh"
cp -R "$TOP/tests/frameworks/nemo-rl/logs" . || fail "cp"
d=logs/exp_001

# what each step should count: the training file of the step only
for f in $d/train_data_step*.jsonl; do
	s=${f##*_step}
	s=${s%.jsonl}
	jq -r -s --arg s "$s" '[$s, length,
	    ((map(.rewards[0]) | add) / length)] | @tsv' "$f"
done | sort -n > want.tsv
papo-stats --preset nemo-rl -f tsv -m responses,accuracy $d > got.tsv \
    2> got.err || fail "papo-stats: $(cat got.err)"
tail -n +2 got.tsv > got.rows
step -o got.rows "the folder: step 2's validation records not in training step 2" \
    cmp -s want.tsv got.rows
for s in 0 2; do
	step -o got.err "val_data_step$s.jsonl said skipped, and why" \
	    grep -q "$d/val_data_step$s.jsonl: skipped: validation records (val_data_stepN.jsonl), read with the training records of $d/train_data_step1.jsonl: an evaluation's records are no training step's (name the evaluation's files alone to read them)" \
	    got.err
done
step -o got.rows "no step 0 (a validation before training)" \
    eval '! grep -q "^0	" got.rows'

# the same through the pipe papo(7) gives
papo-verify -q --preset nemo-rl $d/*.jsonl 2> v.err |
    papo-advantage --preset nemo-rl -m grpo 2> a.err |
    papo-stats --preset nemo-rl -f tsv -m responses,accuracy > p.tsv 2> p.err
tail -n +2 p.tsv > p.rows
step -o p.rows "the pipe counts the same" cmp -s want.tsv p.rows
step -o v.err "papo-verify says the skip too" \
    grep -q "val_data_step2.jsonl: skipped: validation records" v.err

# named alone, a validation file is read
papo-stats --preset nemo-rl -f tsv -m responses $d/val_data_step2.jsonl \
    > alone.tsv 2> alone.err
step -o alone.tsv "val_data_step2.jsonl alone: its own records" \
    [ "$(tail -n 1 alone.tsv)" = "$(printf '2\t%s' \
	"$(wc -l < $d/val_data_step2.jsonl | tr -d ' ')")" ]
# the validation files only: each read at its step
papo-stats --preset nemo-rl -f tsv -m responses $d/val_data_step*.jsonl \
    > vals.tsv 2> vals.err
step -o vals.tsv "the validation files only: steps 0 and 2" \
    [ "$(tail -n +2 vals.tsv | cut -f1 | tr '\n' ' ')" = "0 2 " ]
step -o vals.err "the validation files only: nothing skipped" \
    eval '! grep -q skipped vals.err'
