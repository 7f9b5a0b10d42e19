#!/bin/sh
# SPDX-License-Identifier: MIT
# same-advantage.sh: do two papo-advantage builds write the same bytes?
# Run before a change to papo-advantage's records or reader is committed.
#
# usage: sh bench/same-advantage.sh OLD_BIN NEW_BIN [FILE ...]
#
# OLD_BIN and NEW_BIN are two papo-advantage programs (say main's,
# copied aside, and this tree's bin/papo-advantage).  On each FILE
# (default: every .jsonl under tests/, and bench/data/rollouts-100k.jsonl
# verified when it is there) each runs in every mode and way of
# gathering below, on the file and (gathering, --contiguous) on a pipe;
# standard output, standard error and the exit status must agree.
# Prints each run that differs; exit status 1 when any differs.
set -eu
[ $# -ge 2 ] || {
	echo "usage: sh bench/same-advantage.sh OLD_BIN NEW_BIN [FILE ...]" >&2
	exit 64
}
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the same name for both, which messages start with
mkdir "$tmp/o" "$tmp/n"
cp "$1" "$tmp/o/papo-advantage"
cp "$2" "$tmp/n/papo-advantage"
old=$tmp/o/papo-advantage new=$tmp/n/papo-advantage
shift 2
if [ $# -eq 0 ]; then
	set -- $(find tests -name '*.jsonl' | sort)
	if [ -f bench/data/rollouts-100k.jsonl ] && [ -x bin/papo-verify ]; then
		bin/papo-verify -q bench/data/rollouts-100k.jsonl > "$tmp/v.jsonl"
		set -- "$@" "$tmp/v.jsonl"
	fi
fi
opts='
-q
-q -m grpo
-q -m fullnorm
-q -m mult
-q -m prm
-q -m lead
-q -m pa-lead
-q -m grpo --std none --baseline loo
-q -j1
-q -k
-q --contiguous
-q --contiguous -m grpo -k
-q --group-size 8
-q --group-size 8 --contiguous
-q -S 1M
-q -S 1M -m grpo -k
-q --blocks 8
-q --shard 1/3
-q --signal random3 --allow-missing-proc
-q --signal length --allow-missing-proc
-q --overlong --estimate-length
'
bad=0 n=0
# run BIN FILE PIPE OPTS...: the output, messages and status of one
# run, into $tmp/out
run() {
	_b=$1 _f=$2 _p=$3
	shift 3
	if [ "$_p" = pipe ]; then
		cat "$_f" | "$_b" "$@" > "$tmp/out" 2> "$tmp/err" && _s=0 || _s=$?
	else
		"$_b" "$@" "$_f" > "$tmp/out" 2> "$tmp/err" && _s=0 || _s=$?
	fi
	cat "$tmp/err" >> "$tmp/out"
	echo "status $_s" >> "$tmp/out"
}
for f; do
	echo "$opts" | while IFS= read -r o; do
		[ -n "$o" ] || continue
		for way in file pipe; do
			# shellcheck disable=SC2086
			run "$old" "$f" $way $o; mv "$tmp/out" "$tmp/old"
			# shellcheck disable=SC2086
			run "$new" "$f" $way $o
			if ! cmp -s "$tmp/old" "$tmp/out"; then
				echo "differs: $f ($way) $o"
				diff "$tmp/old" "$tmp/out" | head -5
				echo x >> "$tmp/bad"
			fi
			echo x >> "$tmp/runs"
		done
	done
done
n=$(wc -l < "$tmp/runs")
if [ -f "$tmp/bad" ]; then
	echo "same-advantage: $(wc -l < "$tmp/bad") of $n runs differ"
	exit 1
fi
echo "same-advantage: $n runs, all identical"
