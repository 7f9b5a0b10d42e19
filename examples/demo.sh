#!/bin/sh
# SPDX-License-Identifier: MIT
# demo.sh: what `make demo` runs: the whole pipeline on the example rollouts.
#
#   papo-verify | papo-judge | papo-advantage | papo-stats
#
# examples/rollouts.jsonl holds 32 prompts x 8 real model responses
# (Qwen2.5-Math on MATH problems; see examples/make-examples.py).  The
# judge is the STAND-IN server of the test suite (tests/helpers/
# papo-standin.c), started here on a free loopback port: it runs no model
# and gives each prompt a tier drawn from a hash of its text, so the
# process scores show what the tools do with them, not what a real judge
# would say.  Point --endpoint at a real server (vllm serve
# openai/gpt-oss-20b) to get real ones; see README.md.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
bin=${PAPO_BIN:-$top/bin}
build=${PAPO_BUILD:-$top/build}
PATH="$bin:$PATH"
out=${PAPO_DEMO_DIR:-${TMPDIR:-/tmp}/papo-demo}
mkdir -p "$out"
rm -f "$out/port" "$out/pid"

# the stand-in judge, in the background until this script ends
if [ ! -x "$build/tests/helpers/papo-standin" ]; then
	echo "demo.sh: no stand-in judge at $build/tests/helpers/papo-standin:" \
	    "build it with make -C $top BUILD=$build helpers (make demo and" \
	    "make check build it too)" >&2
	exit 69
fi
"$build/tests/helpers/papo-standin" --background -q \
    --port-file "$out/port" --pid-file "$out/pid"
trap 'kill "$(cat "$out/pid")" 2>/dev/null' EXIT INT TERM
endpoint="http://127.0.0.1:$(cat "$out/port")/v1"

echo "== papo-verify | papo-judge | papo-advantage | papo-stats"
echo "   (judge: the stand-in server at $endpoint)"
echo
papo-verify "$top/examples/rollouts.jsonl" |
    papo-judge -q --cache "$out/judge.sqlite" --endpoint "$endpoint" |
    tee "$out/judged.jsonl" |
    papo-advantage |
    papo-stats --format table --width 120 \
	--metrics responses,accuracy,zero_ratio,process_active_ratio,correct_min,correct_max,all_correct_ratio

# the same judged rollouts under the outcome-only baseline, for the chart
papo-advantage --mode grpo "$out/judged.jsonl" > "$out/orm.jsonl"
papo-advantage "$out/judged.jsonl" > "$out/papo.jsonl"
papo-stats --format none --run ORM="$out/orm.jsonl" \
    --run PAPO="$out/papo.jsonl" --plot "$out/demo.svg" \
    --plot-metrics zero_ratio,correct_min,correct_max,adv_std \
    --title 'Example rollouts: ORM vs PAPO (stand-in judge)'

echo
echo "verification and judging: $out/judged.jsonl"
echo "advantages: $out/papo.jsonl (PAPO), $out/orm.jsonl (ORM baseline)"
echo "chart of ORM against PAPO: $out/demo.svg"
