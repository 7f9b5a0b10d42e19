#!/bin/sh
# SPDX-License-Identifier: MIT
# verl-ingest.sh: training signals from verl's rollout dumps, one file per step.
#
# usage: sh examples/verl-ingest.sh [DUMP_DIR] [OUTDIR]
#
# verl's trainer (trainer.rollout_data_dir) writes STEP.jsonl for every
# step, with its own keys: input (the chat-templated prompt), output,
# gts (the reference answer), score (the reward), step, and the reward
# function's extra info (acc, ...).  There is no group id: the responses
# to one prompt share their input, scattered over the file (verl
# reorders its batch before it writes it).  --preset verl reads exactly
# that, so nothing is converted: papo-verify re-scores each response
# (papo's r_out beside verl's score), papo-advantage gathers each step's
# groups wherever their records are, and papo-stats gives the signal per
# step.  Default DUMP_DIR: examples/verl.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
PATH="${PAPO_BIN:-$top/bin}:$PATH"
dumps=${1:-$top/examples/verl}
out=${2:-${TMPDIR:-/tmp}/papo-verl}
mkdir -p "$out"

# the dumps in step order (1.jsonl, 2.jsonl, ..., 10.jsonl)
files=$(ls "$dumps"/*.jsonl | sort -V)
# papo's verdict, then the GRPO advantages from it
papo-verify -q --preset verl $files > "$out/verified.jsonl"
papo-advantage --preset verl --mode grpo "$out/verified.jsonl" \
    > "$out/advantages.jsonl"
papo-stats --preset verl --format table --width 120 \
    --metrics responses,groups,accuracy,zero_ratio,all_correct_ratio,all_wrong_ratio,correct_max \
    "$out/advantages.jsonl"
echo
echo "advantages: $out/advantages.jsonl"
