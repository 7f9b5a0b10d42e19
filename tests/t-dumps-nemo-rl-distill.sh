#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-nemo-rl-distill.sh: NeMo-RL's distillation log.
# NVIDIA-NeMo/RL @ 7ea279a (2026-08-22): nemo_rl/algorithms/distillation.py
# logs train_data_stepN.jsonl through the GRPO logger
# (Logger.log_batched_dict_as_jsonl) with the message contents and
# input_lengths only: no rewards, no reference.  --preset nemo-rl takes
# the file name; papo-verify said only "no record has field 'answer'
# ...: map it with --field answer=KEY", which no key satisfies.  It now
# names the log and says there is nothing to score.  Fixture
# tests/frameworks/nemo-rl-distill/ written by hand in that layout (two
# steps, three prompts, two samples each).
set -u
. "$TOP/tests/lib.sh"
d=$TOP/tests/frameworks/nemo-rl-distill/logs/exp_001
papo-verify --preset nemo-rl "$d" > v.out 2> v.err
step -o v.err "papo-verify refuses it (65)" [ $? -eq 65 ]
step -o v.err "it names the file and the distillation log" grep -q \
    "train_data_step1.jsonl: no record has field 'answer'.*NeMo-RL's distillation log.*nothing papo scores" \
    v.err
# a GRPO log of the same names, its rewards kept, is read as before
mkdir grpo
for f in "$d"/*.jsonl; do
	sed 's/"input_lengths"/"rewards": [1.0], "input_lengths"/' "$f" > \
	    grpo/"${f##*/}"
done
papo-verify --preset nemo-rl grpo > g.out 2> g.err
step -o g.err "with rewards it is read" [ $? -eq 0 ]
step -o g.err "and not called a distillation log" \
    sh -c '! grep -q distillation g.err'
steps_end
