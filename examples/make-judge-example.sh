#!/bin/sh
# SPDX-License-Identifier: MIT
# make-judge-example.sh: build examples/judge-validation.jsonl, judged
# responses with human process labels, for papo-stats --judge-agreement.
#
# usage: sh examples/make-judge-example.sh [SHARED_DATA_DIR]
#
# The responses and their labels are real: ProcessBench's MATH subset
# (../shared/data/rollouts/processbench_math.jsonl, from QwenLM/
# ProcessBench; responses of several open models, each annotated by
# human experts with the index of its first wrong step, -1 when every
# step is right, and with whether its final answer is right), joined
# with the MATH test set (problems/math_test5000.jsonl) for each
# problem's reference solution.  The first 64 responses with a
# reference answer, in file order, of three kinds: 24 with a right
# answer and no wrong step, 20 with a right answer reached through a
# wrong step, 20 with a wrong answer.  Each record keeps the upstream
# problem, response, reference answer and solution, and adds
#
#   human       1 when the experts found no wrong step, else 0: the
#               reference label (ProcessBench's labels are binary)
#   label       the upstream final-answer correctness
#   length_est  the response's characters / 4, rounded up: an estimate
#               (ProcessBench has no token counts)
#
# then goes through papo-verify (r_out, pred) and papo-judge --select all
# (r_proc).  THE JUDGE IS THE STAND-IN of the test suite: it runs no
# model and draws each tier from a hash of the prompt, so its agreement
# with the experts is chance; the file shows the report's shape, and
# what a judge that reads nothing scores.  Judge it again with a real
# server to validate that judge:
#
#   papo-judge --select all --endpoint URL --model M \
#       examples/judge-validation.jsonl > mine.jsonl
#   papo-stats --judge-agreement human --field length=length_est mine.jsonl
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
PATH="${PAPO_BIN:-$top/bin}:$PATH"
build=${PAPO_BUILD:-$top/build}
if [ ! -x "$build/tests/helpers/papo-standin" ]; then
	echo "make-judge-example.sh: no stand-in judge at $build/tests/helpers/papo-standin:" \
	    "build it with make -C $top BUILD=$build helpers (make demo and" \
	    "make check build it too)" >&2
	exit 69
fi
data=${1:-$top/../shared/data}
tmp=${TMPDIR:-/tmp}/papo-judge-example.$$
mkdir -p "$tmp"
trap 'kill "$(cat "$tmp/pid" 2>/dev/null)" 2>/dev/null; rm -rf "$tmp"' \
    EXIT INT TERM

python3 - "$data" > "$tmp/selected.jsonl" <<'EOF'
import json, math, os, sys

data = sys.argv[1]
solutions = {}
with open(os.path.join(data, "problems", "math_test5000.jsonl"),
          encoding="utf-8") as f:
    for line in f:
        p = json.loads(line)
        solutions[p["id"]] = p["solution"]
want = {"flawless": 24, "flawed": 20, "wrong": 20}
with open(os.path.join(data, "rollouts", "processbench_math.jsonl"),
          encoding="utf-8") as f:
    for line in f:
        r = json.loads(line)
        src = r["meta"].get("answer_from")
        if r["answer"] is None or src not in solutions:
            continue
        first_error = r["meta"]["first_error_step"]
        kind = ("wrong" if r["label"] != 1 else
                "flawless" if first_error == -1 else "flawed")
        if want[kind] == 0:
            continue
        want[kind] -= 1
        print(json.dumps({
            "id": r["id"], "group": r["group"], "problem": r["problem"],
            "response": r["response"], "answer": r["answer"],
            "solution": solutions[src], "label": r["label"],
            "human": 1 if first_error == -1 else 0,
            "length_est": math.ceil(len(r["response"]) / 4),
            "source": "ProcessBench-math",
            "generator": r["meta"]["generator"],
        }, ensure_ascii=False))
assert not any(want.values()), want
EOF

"$build/tests/helpers/papo-standin" --background -q \
    --port-file "$tmp/port" --pid-file "$tmp/pid"
papo-verify "$tmp/selected.jsonl" > "$tmp/verified.jsonl"
papo-judge -q --select all --cache "$tmp/judge.sqlite" \
    --endpoint "http://127.0.0.1:$(cat "$tmp/port")/v1" \
    "$tmp/verified.jsonl" > "$top/examples/judge-validation.jsonl"
echo "wrote examples/judge-validation.jsonl"
