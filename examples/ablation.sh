#!/bin/sh
# ablation.sh: re-score one set of judged rollouts under every variant.
#
# usage: sh examples/ablation.sh [JUDGED.jsonl] [OUTDIR]
#
# Computes the advantages of the same judged rollouts under the ORM
# baseline (grpo), the same with NeMo-RL's leave-one-out baseline
# (rloo), PRM-only (prm), the product reward (mult), full-group
# normalization of the process score (fullnorm, lambda 0.6 as in the
# paper), and PAPO with lambda 1 and 0.5, then prints one comparison
# table (one row per variant and step) and draws one chart.  No GPU is
# needed: nothing is judged again.  prm needs every response judged
# (papo-judge --select all); the other variants ignore the process score
# of wrong responses.  process_active_ratio is that of each variant's
# own process advantage: none (-) for grpo, rloo and mult, which have no
# separate process component.
#
# Without JUDGED, the example rollouts are verified and then judged by
# the stand-in server of the test suite (it runs no model: its tiers
# come from a hash of each prompt).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
PATH="${PAPO_BIN:-$top/bin}:$PATH"
build=${PAPO_BUILD:-$top/build}
out=${2:-${TMPDIR:-/tmp}/papo-ablation}
mkdir -p "$out"

judged=${1:-}
if [ -z "$judged" ]; then
	rm -f "$out/port" "$out/pid"
	"$build/tests/helpers/papo-standin" --background -q \
	    --port-file "$out/port" --pid-file "$out/pid"
	trap 'kill "$(cat "$out/pid")" 2>/dev/null' EXIT INT TERM
	papo-verify "$top/examples/rollouts.jsonl" |
	    papo-judge -q --select all --cache "$out/judge.sqlite" \
		--endpoint "http://127.0.0.1:$(cat "$out/port")/v1" \
		> "$out/judged.jsonl"
	judged=$out/judged.jsonl
fi

# one run per variant: name, then papo-advantage's options
set --
while read -r name opts; do
	papo-advantage $opts "$judged" > "$out/$name.jsonl"
	set -- "$@" --run "$name=$out/$name.jsonl"
done <<EOF_VARIANTS
grpo --mode grpo
rloo --mode grpo --baseline loo
prm --mode prm
mult --mode mult
fullnorm --mode fullnorm --lambda 0.6
papo --mode papo --lambda 1
papo-0.5 --mode papo --lambda 0.5
EOF_VARIANTS

papo-stats --format table --width 120 \
    --metrics zero_ratio,process_active_ratio,adv_std,correct_min,correct_max,wrong_mean \
    --plot "$out/ablation.svg" \
    --plot-metrics zero_ratio,adv_std,correct_min,wrong_mean \
    --title 'The same judged rollouts under each advantage variant' "$@"
echo
echo "advantages: $out/{grpo,rloo,prm,mult,fullnorm,papo,papo-0.5}.jsonl"
echo "chart: $out/ablation.svg"
