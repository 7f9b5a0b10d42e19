#!/bin/sh
# run.sh: run one libFuzzer target briefly, then replay its corpus timing each input.
#
# usage: sh tests/fuzz/run.sh NAME SECONDS FUZZDIR REPLAYDIR
# FUZZDIR holds fuzz-NAME (clang, libFuzzer, ASan, UBSan); REPLAYDIR
# holds replay-NAME (the same target without sanitizers, for timing).
# The corpus starts from real data: ../shared/data when it is there, the
# example rollouts, and tests/fuzz/seeds/NAME/; a crash, a leak or an input slower than 100 ms
# on replay fails the run.
set -eu
name=$1 secs=$2 fuzzdir=$3 replaydir=$4
top=$(cd "$(dirname "$0")/../.." && pwd)
shared=$(cd "$top/.." && pwd)/shared/data
corpus="$fuzzdir/corpus-$name"
rm -rf "$corpus" "$fuzzdir/artifacts-$name"
mkdir -p "$corpus" "$fuzzdir/artifacts-$name"

# seeds: one file per line of a sample of the shared data, and per file
# of tests/fuzz/seeds/NAME
n=0
for f in "$shared"/rollouts/*.jsonl "$shared"/problems/*.jsonl \
    "$shared"/verify-cases.jsonl "$top"/examples/*.jsonl \
    "$top"/examples/verl/*.jsonl; do
	[ -f "$f" ] || continue
	head -n 20 "$f" > "$fuzzdir/.sample"
	while IFS= read -r line; do
		n=$((n + 1))
		printf '%s' "$line" > "$corpus/seed-$n"
	done < "$fuzzdir/.sample"
done
# and what each target reads best
case $name in
verify)
	# every verify case (gold and pred strings), the carried copy too
	for f in "$shared/verify-cases.jsonl" "$top/tests/verify/cases.jsonl"; do
		[ -f "$f" ] || continue
		while IFS= read -r line; do
			n=$((n + 1))
			printf '%s' "$line" > "$corpus/seed-$n"
		done < "$f"
	done
	;;
judge_reply)
	# real responses as the content of a chat completion
	if command -v jq > /dev/null 2>&1; then
		for f in "$shared"/rollouts/*.jsonl "$top"/examples/*.jsonl; do
			[ -f "$f" ] || continue
			head -n 5 "$f" | jq -c 'select(.response | type == "string") |
			    {model: "standin-judge", choices: [{index: 0,
			    message: {role: "assistant", content: .response},
			    finish_reason: "stop"}]}' > "$fuzzdir/.sample" || continue
			while IFS= read -r line; do
				n=$((n + 1))
				printf '%s' "$line" > "$corpus/seed-$n"
			done < "$fuzzdir/.sample"
		done
	fi
	;;
rubric)
	# each shipped rubric, alone and followed by a NUL and a record
	for f in "$top"/rubrics/*.yaml; do
		[ -f "$f" ] || continue
		n=$((n + 1))
		cp "$f" "$corpus/seed-$n"
		for r in "$top"/examples/rollouts.jsonl "$shared"/problems/math500.jsonl; do
			[ -f "$r" ] || continue
			n=$((n + 1))
			{ cat "$f"; printf '\000'; head -n 1 "$r" | tr -d '\n'; } \
			    > "$corpus/seed-$n"
		done
	done
	;;
esac
if [ -d "$top/tests/fuzz/seeds/$name" ]; then
	cp "$top/tests/fuzz/seeds/$name"/* "$corpus/" 2>/dev/null || true
fi

echo "fuzz-$name: $(ls "$corpus" | wc -l) seeds, ${secs}s"
ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
"$fuzzdir/fuzz-$name" -max_total_time="$secs" -timeout=2 \
    -rss_limit_mb=2048 -max_len=65536 -print_final_stats=0 \
    -artifact_prefix="$fuzzdir/artifacts-$name/" "$corpus" \
    > "$fuzzdir/log-$name" 2>&1 || {
	tail -40 "$fuzzdir/log-$name"
	echo "fuzz-$name: failed (artifacts in $fuzzdir/artifacts-$name)"
	exit 1
}
grep -E '^#[0-9]+ *DONE|^Done' "$fuzzdir/log-$name" | tail -1 || true
# every input the fuzzer kept, timed without sanitizers
"$replaydir/replay-$name" 100 "$corpus"/*
