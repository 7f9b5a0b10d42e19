#!/bin/sh
# SPDX-License-Identifier: MIT
# asan-sample.sh: papo-verify over a data set in the plain build, a
# seeded sample of its records again under ASan/UBSan (make check).
#
# usage: sh tests/asan-sample.sh [--blocks] PLAIN SANITIZED [ARG...] [FILE]
#
# The big data-driven tests (tests/verify/hostile*.py, the corpus's
# agreement script) hand one papo-verify tens of thousands of records:
# their subject is the verdicts, which the plain -O2 build gives as a
# user runs it.  In make check's asan-shell tests/lib.sh hands them this
# script in place of the sanitized papo-verify (its python3 function).
# It runs PLAIN ARG... over every record (FILE when the last argument
# names a regular file, else standard input) and passes on its output
# and exit status; then SANITIZED ARG... over one record in
# $PAPO_ASAN_SAMPLE (default 20), picked by a fixed seed
# ($PAPO_ASAN_SEED, default 1: the same records on every run and
# machine), and fails with exit status 86 (ASan's, make check's
# ASAN_OPTIONS) and a message on standard error when that run exits
# otherwise than the plain one or, one record out for each record in,
# writes a record the plain run did not write for the same line.
#
# --blocks: the records are papo-read-replies' (tests/helpers), read
# from the FILE it names last: each a block that starts at a line "@@@
# NAME", each read written as one line that starts "NAME<TAB>"; the
# programs are handed /dev/stdin in FILE's place; the sample is
# stratified: the first block of each kind of NAME (NAME with its
# numbers taken out: a family of tests/judge/replies_gen.py's cases)
# with each reading the plain build gave a block of that kind (a score,
# an error with its reason), and one in $PAPO_ASAN_SAMPLE of the
# others; the sanitized build's lines must be the plain build's for
# those names (the generated judge rounds,
# tests/judge/make-replies-round*.py).
set -u
blocks=0
[ "${1:-}" = --blocks ] && { blocks=1; shift; }
[ $# -ge 2 ] || { echo "usage: asan-sample.sh [--blocks] PLAIN SANITIZED" \
	"[ARG...]" >&2; exit 2; }
plain=$1 san=$2
shift 2
every=${PAPO_ASAN_SAMPLE:-20}
seed=${PAPO_ASAN_SEED:-1}

# sample_blocks: --blocks' sample run sanitized and checked ($rc the
# plain run's status)
sample_blocks() {
	awk -v every="$every" -v seed="$seed" -v names="$work/names" '
	BEGIN { srand(seed) }
	FILENAME == ARGV[1] { t = index($0, "\t")
		got[substr($0, 1, t - 1)] = substr($0, t + 1); next }
	/^@@@ / { name = substr($0, 5); st = name; gsub(/[0-9]+/, "#", st)
		st = st "\t" got[name]
		keep = rand() * every < 1 || !(st in seen); seen[st] = 1
		if (keep) print name > names }
	keep' "$work/plain.out" "$in" > "$work/sample"
	"$san" "$@" < "$work/sample" > "$work/san.out" 2> "$work/san.err"
	src=$?
	if [ "$src" -ne "$rc" ]; then
		echo "asan-sample.sh: $san exited $src on the sample of" \
		    "$(wc -l < "$work/names") blocks, the plain build $rc:" >&2
		head -c 3000 "$work/san.err" >&2
		return 86
	fi
	: > "$work/want"
	[ ! -s "$work/names" ] ||
	    awk -F '\t' 'NR == FNR { want[$0] = 1; next } $1 in want' \
	    "$work/names" "$work/plain.out" > "$work/want"
	if ! cmp -s "$work/want" "$work/san.out"; then
		echo "asan-sample.sh: the sanitized build's readings differ" \
		    "from the plain build's on the sample:" >&2
		diff "$work/want" "$work/san.out" | head -20 >&2
		return 86
	fi
	return "$rc"
}

work=$(mktemp -d "${TMPDIR:-/tmp}/papo-sample.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT INT TERM

# the input: the last argument when it is a file, else standard input
# (kept, to be read twice); ARGS without it are $@ from here on
in=
if [ $# -gt 0 ]; then
	eval "_last=\${$#}"
	if [ -f "$_last" ]; then
		in=$_last
		_n=$(($# - 1))
		_i=0
		for _a; do
			_i=$((_i + 1))
			[ $_i -le $_n ] && set -- "$@" "$_a"
		done
		shift $(($_n + 1))
	fi
fi
if [ -z "$in" ]; then
	cat > "$work/in" || exit 2
	in=$work/in
fi

[ $blocks -eq 1 ] && set -- "$@" /dev/stdin
"$plain" "$@" < "$in" > "$work/plain.out"
rc=$?
cat "$work/plain.out"
[ $blocks -eq 1 ] && { sample_blocks "$@"; exit $?; }

# the sample: line numbers, then those lines
awk -v every="$every" -v seed="$seed" 'BEGIN { srand(seed) }
	rand() * every < 1 { print NR }' "$in" > "$work/lines"
awk 'NR == FNR { want[$1] = 1; next } FNR in want' "$work/lines" "$in" \
    > "$work/sample"
"$san" "$@" < "$work/sample" > "$work/san.out" 2> "$work/san.err"
src=$?
if [ "$src" -ne "$rc" ]; then
	echo "asan-sample.sh: $san exited $src on the sample of" \
	    "$(wc -l < "$work/sample") records, the plain build $rc:" >&2
	head -c 3000 "$work/san.err" >&2
	exit 86
fi
if [ "$(wc -l < "$work/plain.out")" -eq "$(wc -l < "$in")" ]; then
	awk 'NR == FNR { want[$1] = 1; next } FNR in want' "$work/lines" \
	    "$work/plain.out" > "$work/want"
	if ! cmp -s "$work/want" "$work/san.out"; then
		echo "asan-sample.sh: the sanitized build's records differ" \
		    "from the plain build's on the sample:" >&2
		diff "$work/want" "$work/san.out" | head -20 >&2
		exit 86
	fi
fi
exit "$rc"
