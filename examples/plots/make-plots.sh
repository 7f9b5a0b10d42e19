#!/bin/sh
# SPDX-License-Identifier: MIT
# make-plots.sh: the README's papo-stats table and chart, from examples/rollouts.jsonl.
#
# The example rollouts carry upstream correctness labels but no judge
# scores, so the PAPO run uses the paper's random-tier control (a
# reproducible draw from {0, .5, 1} for each correct response) in place
# of a judge: it shows what the process advantage does to the
# zero-advantage ratio, not what a real judge would say.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
PATH="${PAPO_BIN:-$top/bin}:$PATH"
tmp=${TMPDIR:-/tmp}/papo-plots.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT INT TERM

papo-advantage --mode grpo --field r_out=label \
    "$top/examples/rollouts.jsonl" > "$tmp/orm.jsonl"
papo-advantage --signal random3 --seed 1 --field r_out=label \
    "$top/examples/rollouts.jsonl" > "$tmp/papo.jsonl"
papo-stats --field r_out=label --run orm="$tmp/orm.jsonl" \
    --run papo-random3="$tmp/papo.jsonl" \
    --plot "$top/examples/plots/orm-vs-papo.svg" \
    --plot-metrics zero_ratio,correct_min,correct_max,adv_std \
    --title 'Example rollouts: ORM vs PAPO (random-tier control)' -f none
papo-stats --field r_out=label -f table --width 100 \
    -m responses,groups,accuracy,zero_ratio,correct_min,correct_max \
    --run orm="$tmp/orm.jsonl" --run papo-random3="$tmp/papo.jsonl"
