#!/bin/sh
# SPDX-License-Identifier: MIT
# validate.sh: the judge-validation report and the reward-hacking watch,
# on the example data (what README.md shows).
#
# usage: sh examples/validate.sh [OUTDIR]
#
# 1. papo-stats --judge-agreement on examples/judge-validation.jsonl:
#    ProcessBench responses with human process labels (human: no wrong
#    step), judged by the stand-in (see examples/make-judge-example.sh).
#    The stand-in reads nothing, so its agreement is chance: kappa near
#    0.  A real judge should come near the paper's 91% agreement.
# 2. The reward-hacking metrics of the example rollouts (32 prompts x 8
#    responses, 4 steps), verified by papo-verify (pred), judged by the
#    stand-in judge, lengths estimated as characters / 4 (the example
#    rollouts carry no token counts), scored by papo-advantage (PAPO).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
PATH="${PAPO_BIN:-$top/bin}:$PATH"
build=${PAPO_BUILD:-$top/build}
if [ ! -x "$build/tests/helpers/papo-standin" ]; then
	echo "validate.sh: no stand-in judge at $build/tests/helpers/papo-standin:" \
	    "build it with make -C $top BUILD=$build helpers (make demo and" \
	    "make check build it too)" >&2
	exit 69
fi
out=${1:-${TMPDIR:-/tmp}/papo-validate}
mkdir -p "$out"
rm -f "$out/port" "$out/pid"

echo "== papo-stats --judge-agreement human (judge: the stand-in)"
papo-stats --judge-agreement human --field length=length_est \
    --format table --width 100 "$top/examples/judge-validation.jsonl"

"$build/tests/helpers/papo-standin" --background -q \
    --port-file "$out/port" --pid-file "$out/pid"
trap 'kill "$(cat "$out/pid")" 2>/dev/null' EXIT INT TERM
papo-verify "$top/examples/rollouts.jsonl" > "$out/verified.jsonl"
jq -c '.length = (.response | length / 4 | ceil)' "$out/verified.jsonl" \
    > "$out/lengths.jsonl"
papo-judge -q --cache "$out/judge.sqlite" \
    --endpoint "http://127.0.0.1:$(cat "$out/port")/v1" \
    "$out/lengths.jsonl" > "$out/judged.jsonl"
papo-advantage "$out/judged.jsonl" > "$out/adv.jsonl"
echo
echo "== the reward-hacking watch (judge: the stand-in; lengths: estimates)"
papo-stats --format table --width 120 \
    --metrics accuracy,length_correct_mean,length_wrong_mean,proc_length_corr,top_answer_share,top_answer_group_share \
    "$out/adv.jsonl"
