#!/bin/sh
# SPDX-License-Identifier: MIT
# same_output.sh: do two papo-verify builds write the same bytes on every
# verify input we have?  Run before a speed change is committed.
#
# usage: sh tests/verify/same_output.sh OLD_BIN NEW_BIN
#
# OLD_BIN and NEW_BIN are two papo-verify programs (say main's, copied
# aside, and this tree's bin/papo-verify).  Each is run with -q -j1, and
# again with --explain (which writes the finder that matched and its
# rows), on: bench/data/rollouts-100k.jsonl when it is there
# (bench/mkdata.py), the real-response corpus, every tests/verify/*.jsonl,
# and beside the tree ../shared/data/verify-kinds.jsonl and
# verify-cases.jsonl (its gold and pred read as answer and response, the
# pred bare and boxed).  Prints each input that differs with its first
# differing lines; exit status 1 when any differs, 0 when none does.
set -eu
[ $# -eq 2 ] || {
	echo "usage: sh tests/verify/same_output.sh OLD_BIN NEW_BIN" >&2
	exit 64
}
old=$1 new=$2
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
shared=../shared/data
set -- tests/verify/corpus/corpus.jsonl tests/verify/*.jsonl
[ -f bench/data/rollouts-100k.jsonl ] &&
    set -- "$@" bench/data/rollouts-100k.jsonl
[ -f $shared/verify-kinds.jsonl ] && set -- "$@" $shared/verify-kinds.jsonl
if [ -f $shared/verify-cases.jsonl ]; then
	jq -c '{answer: .gold, response: .pred},
	    {answer: .gold, response: ("The answer is $\\boxed{" + .pred +
	    "}$.")}' $shared/verify-cases.jsonl > "$tmp/cases.jsonl"
	set -- "$@" "$tmp/cases.jsonl"
fi
bad=0 n=0
for f; do
	for opt in -q --explain; do
		"$old" -q -j1 $opt "$f" > "$tmp/old" 2>&1 || true
		"$new" -q -j1 $opt "$f" > "$tmp/new" 2>&1 || true
		n=$((n + $(wc -l < "$tmp/old")))
		if ! cmp -s "$tmp/old" "$tmp/new"; then
			echo "same_output.sh: $f ($opt): outputs differ" >&2
			diff "$tmp/old" "$tmp/new" | head -6 >&2
			bad=1
		fi
	done
done
echo "same_output.sh: $# inputs, $n lines compared, $([ $bad = 0 ] &&
    echo identical || echo DIFFERENT)"
exit $bad
