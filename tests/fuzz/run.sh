#!/bin/sh
# SPDX-License-Identifier: MIT
# run.sh: the libFuzzer targets, checked the same way everywhere or explored.
#
# usage: sh tests/fuzz/run.sh check DIR SEED RUNS NAME...
#        sh tests/fuzz/run.sh explore DIR SECONDS NAME...
#
# DIR holds fuzz-NAME (clang, libFuzzer, ASan, UBSan) and, for explore,
# replay-NAME (the same target built with gcc, without sanitizers).
#
# check (make check, CI): for each target, every kept input is run once
# (tests/fuzz/seeds/NAME and inputs made from the tree's examples, rubrics
# and verify cases), then inputs from the fixed SEED up to RUNS runs in
# all (libFuzzer counts the kept inputs' among them): the same work on
# every machine, so that a run fails only for a bug in the tree,
# never for what the fuzzer happened to find this time: no corpus reload
# on a timer (-reload=0), the same addresses (setarch -R, where allowed),
# and no clock (a time limit of an hour an input only stops a hang).  Two
# checks a target; the last line is "N passed, M failed".
#
# explore (make fuzz): each target for SECONDS from the same inputs and
# a sample of ../shared/data when it is there, then every input it kept
# replayed without sanitizers, timed (an input over 100 ms fails: the
# checker must be bounded by caps, not a timer).  A crash leaves its input
# in DIR/artifacts-NAME/: fix the bug, and add the input to
# tests/fuzz/seeds/NAME/ so that make check replays it from then on.
set -u
mode=${1:-} dir=${2:-}
case $mode in
check) [ $# -ge 5 ] || mode= ;;
explore) [ $# -ge 4 ] || mode= ;;
*) mode= ;;
esac
if [ -z "$mode" ]; then
	echo "usage: sh tests/fuzz/run.sh check DIR SEED RUNS NAME..." >&2
	echo "       sh tests/fuzz/run.sh explore DIR SECONDS NAME..." >&2
	exit 2
fi
shift 2
if [ "$mode" = check ]; then
	seed=$1 runs=$2
	shift 2
else
	secs=$1
	shift
fi
top=$(cd "$(dirname "$0")/../.." && pwd)
shared=
[ "$mode" = explore ] && shared=$(cd "$top/.." && pwd)/shared/data
[ -n "$shared" ] && [ ! -d "$shared" ] && shared=

# lines FILE N: the first N lines of FILE as one input each, into $corpus
lines() {
	[ -f "$1" ] || return 0
	head -n "$2" "$1" > "$dir/.sample"
	while IFS= read -r line; do
		n=$((n + 1))
		printf '%s' "$line" > "$corpus/seed-$n"
	done < "$dir/.sample"
}

# corpus NAME: the inputs for target NAME, made afresh in $corpus
corpus() {
	rm -rf "$corpus"
	mkdir -p "$corpus"
	n=0
	for f in "$top"/examples/*.jsonl "$top"/examples/verl/*.jsonl; do
		lines "$f" 20
	done
	if [ -n "$shared" ]; then
		for f in "$shared"/rollouts/*.jsonl "$shared"/problems/*.jsonl \
		    "$shared"/verify-cases.jsonl; do
			lines "$f" 20
		done
	fi
	case $1 in
	verify)
		# every verify case (gold and pred strings)
		lines "$top/tests/verify/cases.jsonl" 100000
		[ -n "$shared" ] && lines "$shared/verify-cases.jsonl" 100000
		;;
	judge_reply)
		# real responses as the content of a chat completion
		if command -v jq > /dev/null 2>&1; then
			for f in "$top"/examples/*.jsonl \
			    ${shared:+"$shared"/rollouts/*.jsonl}; do
				[ -f "$f" ] || continue
				head -n 5 "$f" | jq -c 'select(.response |
				    type == "string") | {model: "standin-judge",
				    choices: [{index: 0, message: {role:
				    "assistant", content: .response},
				    finish_reason: "stop"}]}' \
				    > "$dir/.json" 2>/dev/null || continue
				lines "$dir/.json" 100
			done
		fi
		;;
	rubric)
		# each shipped rubric, alone and followed by a NUL and a record
		for f in "$top"/rubrics/*.yaml; do
			[ -f "$f" ] || continue
			n=$((n + 1))
			cp "$f" "$corpus/seed-$n"
			for r in "$top"/examples/rollouts.jsonl \
			    ${shared:+"$shared"/problems/math500.jsonl}; do
				[ -f "$r" ] || continue
				n=$((n + 1))
				{ cat "$f"; printf '\000'; head -n 1 "$r" |
				    tr -d '\n'; } > "$corpus/seed-$n"
			done
		done
		;;
	esac
	if [ -d "$top/tests/fuzz/seeds/$1" ]; then
		cp "$top/tests/fuzz/seeds/$1"/* "$corpus/" 2>/dev/null
	fi
	return 0
}

export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
common="-rss_limit_mb=2048 -max_len=65536 -print_final_stats=0"
# check: the same addresses every run too (some paths, and so the
# fuzzer's choices, depend on them), when the system lets us
norand=
[ "$mode" = check ] && setarch -R true > /dev/null 2>&1 && norand="setarch -R"
pass=0
fail=0

# fuzz NAME LOG ARGS...: the target on ARGS, its output in LOG; 0 or 1
fuzz() {
	_name=$1 _log=$2
	shift 2
	$norand "$dir/fuzz-$_name" $common \
	    -artifact_prefix="$dir/artifacts-$_name/" "$@" > "$_log" 2>&1 &&
	    return 0
	tail -40 "$_log"
	echo "fuzz-$_name: failed (artifacts in $dir/artifacts-$_name)"
	return 1
}

for name; do
	corpus="$dir/corpus-$name"
	rm -rf "$dir/artifacts-$name"
	mkdir -p "$dir/artifacts-$name"
	corpus "$name"
	kept=$(ls "$corpus" | wc -l)
	if [ "$mode" = check ]; then
		# one run: libFuzzer first runs every kept input once (the
		# corpus it is given, before its "INITED" line), then inputs
		# from SEED, into a scratch copy of the corpus, up to RUNS
		# runs in all
		rm -rf "$corpus.run"
		cp -R "$corpus" "$corpus.run"
		# RUNS counts the kept inputs' executions too: when they are
		# half of it or more, few inputs are left to schedule, and
		# libFuzzer's entropic schedule is off (-entropic=0): its
		# bookkeeping of each feature's frequency, at each kept input,
		# was 74% of fuzz-verify's CPU (846 kept of 1,000 runs:
		# 23.6 -> 5.7 CPU-s; bench/results/check-time.md, round 15)
		sched=
		[ $((2 * kept)) -ge "$runs" ] && sched=-entropic=0
		fuzz "$name" "$dir/log-$name" -seed="$seed" -runs="$runs" \
		    -reload=0 -timeout=3600 $sched "$corpus.run"
		rc=$?
		if grep -q '^#[0-9]*[[:space:]]*INITED' "$dir/log-$name"; then
			echo "fuzz-$name: $kept kept inputs: passed"
			pass=$((pass + 1))
		else
			echo "fuzz-$name: $kept kept inputs: failed"
			fail=$((fail + 1))
			continue
		fi
		if [ "$rc" -eq 0 ]; then
			echo "fuzz-$name: $runs runs from seed $seed: passed"
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
		fi
		rm -rf "$corpus.run"
	else
		echo "fuzz-$name: $kept inputs, ${secs}s"
		if fuzz "$name" "$dir/log-$name" -max_total_time="$secs" \
		    -timeout=2 "$corpus"; then
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
			continue
		fi
		grep -E '^#[0-9]+ *DONE|^Done' "$dir/log-$name" | tail -1
		# every input the fuzzer kept, timed without sanitizers
		if "$dir/replay-$name" 100 "$corpus"/*; then
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
		fi
	fi
done
printf '%d passed, %d failed\n' "$pass" "$fail"
[ "$fail" -eq 0 ]
