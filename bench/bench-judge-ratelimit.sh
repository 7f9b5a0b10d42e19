#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-judge-ratelimit.sh: papo-judge behind a server that allows RATE
# requests a second (the stand-in's --rate: a token bucket answering 429
# with Retry-After beyond it; 100 ms a reply), at 64 in flight asked
# for, against the stdlib Python thread-pool client (bench/judge_client.py)
# in the same run, and against MAIN_BIN's papo-judge when set (the
# client before issue 28's adaptive window).
#
# Writes bench/results/judge-ratelimit.md: judgments made, wall seconds,
# judgments a second as a share of the limit, requests sent and refused.
# The input is the first N records of bench/data/judge-5120.jsonl
# (bench/mkdata.py, from ../shared/data), each made distinct.
set -eu
cd "$(dirname "$0")/.."
bin=${PAPO_BIN:-bin}
build=${PAPO_BUILD:-build}
rate=${RATE:-40}
n=${N:-800}
data=bench/data/judge-5120.jsonl
mkdir -p bench/data
[ -f $data ] || python3 bench/mkdata.py 5120 $data
t=$(mktemp -d "${TMPDIR:-/tmp}/bench-judge-ratelimit.XXXXXX")
trap 'rm -rf "$t"' EXIT
export PAPO_RUBRIC_PATH=$PWD/rubrics XDG_CACHE_HOME=$t/xdg
head -n "$n" $data | jq -c '.problem = "\(.problem) (#\(input_line_number))"' \
    > $t/in.jsonl
common="--select all --field solution=answer"
"$bin/papo-judge" -q --dry-run -m standin-judge $common $t/in.jsonl \
    > $t/bodies.jsonl

# run NAME CMD...: CMD against a fresh stand-in, one table row
run() {
	name=$1
	shift
	"$build/tests/helpers/papo-standin" --background -q --latency 100 \
	    --rate "$rate" --port-file $t/port --pid-file $t/pid --log $t/log
	url="http://127.0.0.1:$(cat $t/port)/v1"
	# the word URL in CMD stands for the stand-in's address
	for a; do
		shift
		[ "$a" = URL ] && a=$url
		set -- "$@" "$a"
	done
	s=$(date +%s.%N)
	"$@" > $t/out 2> $t/err || true
	e=$(date +%s.%N)
	kill "$(cat $t/pid)"
	rm -f $t/port
	judged=$(jq -s '[.[] | select(.r_proc != null)] | length' $t/out)
	asked=$(grep -c '^chat' $t/log)
	refused=$(grep -c '^chat 429 rate' $t/log || true)
	rm -f $t/log
	echo "$name $judged $s $e $asked $refused" | awk -v n="$n" -v r="$rate" '{
		w = $4 - $3; js = $2 / w
		printf "| %s | %d of %d | %.1f | %.1f (%.0f%%) | %d | %d (%.0f%%) |\n",
		    $1, $2, n, w, js, 100 * js / r, $5, $6, 100 * $6 / $5 }'
}

{
	echo "## papo-judge behind a rate limit (bench/bench-judge-ratelimit.sh)"
	echo
	echo "The stand-in judge (no model; tests/helpers/papo-standin.c) with"
	echo "\`--rate $rate --latency 100\`: $rate requests a second, 429 with"
	echo "Retry-After beyond; $n distinct records, 64 in flight asked for,"
	echo "default retries. The best a client can do is $rate judgments a second."
	echo "Command: \`N=$n RATE=$rate${MAIN_BIN:+ MAIN_BIN=...} make bench-judge-ratelimit\`."
	echo
	echo "| client | judged | wall s | judgments/s (of the limit) | requests | refused |"
	echo "|---|---|---|---|---|---|"
	run papo-judge "$bin/papo-judge" -q --no-cache -c 64 -e URL $common $t/in.jsonl
	if [ -n "${MAIN_BIN:-}" ]; then
		run papo-judge-before "$MAIN_BIN/papo-judge" -q --no-cache -c 64 \
		    -e URL $common $t/in.jsonl
	fi
	run python-threadpool python3 bench/judge_client.py URL 64 $t/in.jsonl \
	    $t/bodies.jsonl
	echo
	echo "papo-judge-before: the client without the adaptive window (issue 28),"
	echo "when MAIN_BIN names its build. python-threadpool: bench/judge_client.py,"
	echo "64 threads, 3 retries with short sleeps, Retry-After not read."
} > $t/md
cat $t/md > bench/results/judge-ratelimit.md
cat bench/results/judge-ratelimit.md
