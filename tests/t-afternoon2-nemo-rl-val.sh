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
# val_data_stepN.jsonl out when the train_data_stepN.jsonl beside it is
# read, and says so; a validation file without a training file of its
# step (step 0, before training) is read, and named alone it is read.
# Data: tests/frameworks/nemo-rl (train steps 1-3, validation 0 and 2).
set -u
. "$TOP/tests/lib.sh"
cp -R "$TOP/tests/frameworks/nemo-rl/logs" . || fail "cp"
d=logs/exp_001

# what each step should count: the training file of the step, else the
# validation file (step 0 here)
for f in $d/train_data_step*.jsonl $d/val_data_step0.jsonl; do
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
step -o got.err "val_data_step2.jsonl said skipped, and why" grep -q \
    "$d/val_data_step2.jsonl: skipped: validation records, beside the training records of the same step in train_data_stepN.jsonl (name it alone to read it)" \
    got.err
step -o got.err "val_data_step0.jsonl (no training file of step 0) read" \
    eval '! grep -q "val_data_step0.jsonl: skipped" got.err'

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
