#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-judge.sh: papo-judge against a stdlib Python thread-pool client,
# both against the stand-in server at 200 ms per reply, at 64 and 256
# requests in flight; then papo-judge against a server with a listen
# backlog of 5 (bench/judge_backlog.py).
#
# Writes bench/results/judge.md: throughput against the bound
# (concurrency / latency; the target is 90% of it) and client CPU time
# per judgment, for both clients in the same run.  The input
# (bench/data/, not committed) is built by bench/mkdata.py from the real
# responses in ../shared/data.  PAPO_BIN and PAPO_BUILD select another
# build (default bin/ and build/).
set -eu
cd "$(dirname "$0")/.."
bin=${PAPO_BIN:-bin}
build=${PAPO_BUILD:-build}
data=bench/data/judge-5120.jsonl
[ -f $data ] || python3 bench/mkdata.py 5120 $data
python3 bench/judge_bench.py "$bin" "$build/tests/helpers/papo-standin" \
    $data bench/results/judge.md
mkdir -p bench/out
PAPO_RUBRIC_PATH=$PWD/rubrics python3 bench/judge_backlog.py \
    "$bin/papo-judge" bench/out/backlog.md 200 64 3 > /dev/null
cat bench/out/backlog.md >> bench/results/judge.md
cat bench/results/judge.md
