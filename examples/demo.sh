#!/bin/sh
# demo.sh: what `make demo` runs: the example rollouts through papo.
#
# examples/rollouts.jsonl holds 32 prompts x 8 real model responses with
# their upstream correctness labels (see examples/make-examples.py).
# Until papo-verify and papo-judge land, the labels stand in for r_out.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
PATH="$top/bin:$PATH"
out=${PAPO_DEMO_DIR:-${TMPDIR:-/tmp}/papo-demo}
mkdir -p "$out"

papo-advantage --mode grpo --field r_out=label \
    "$top/examples/rollouts.jsonl" > "$out/grpo.jsonl"

echo "GRPO advantages of the example rollouts: $out/grpo.jsonl"
echo "share of responses with zero advantage, per step:"
printf 'step\tresponses\tzero_ratio\n'
jq -r '[.step, (if (.adv | fabs) <= 1e-6 then 1 else 0 end)] | @tsv' \
    "$out/grpo.jsonl" |
    awk '{ n[$1]++; z[$1] += $2 }
	END { for (s in n) printf "%s\t%d\t%.3f\n", s, n[s], z[s] / n[s] }' |
    sort -n
