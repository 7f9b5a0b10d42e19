#!/bin/sh
# SPDX-License-Identifier: MIT
# check-cost.sh: what make check's parts cost, in CPU seconds (user +
# system of all processes: what a busy machine stretches far less than
# wall time), one part at a time, for a before/after beside each other.
#
# usage: sh bench/check-cost.sh steps STEP...    make STEP (a check step)
#        sh bench/check-cost.sh valgrind SUITE... build/tests/check_SUITE
#                                                 as valgrind-hostile runs it
#        sh bench/check-cost.sh asan SUITE...     ... as asan-unit runs it
#        sh bench/check-cost.sh fuzz NAME...      tests/fuzz/run.sh check on
#                                                 target NAME: its kept inputs
#                                                 alone (runs 0), then with
#                                                 CHECK_FUZZ_RUNS (1000) more
#
# Run from the top of a built tree (make check-build).  One line a part:
# "PART CPU-s wall-s status"; the last line is the sum of CPU.  Nothing
# here is a check: a part that fails is shown with its status.
set -u
LC_ALL=C
export LC_ALL
mode=${1:-}
[ $# -gt 1 ] || {
	echo "usage: sh bench/check-cost.sh steps|valgrind|asan|fuzz NAME..." >&2
	exit 2
}
shift
BUILD=${BUILD:-build}
out=$(mktemp "${TMPDIR:-/tmp}/papo-cost.XXXXXX") || exit 2
trap 'rm -f "$out" "$out.t"' EXIT INT TERM
all=0

# cost NAME CMD...: run CMD (output to $out), print its line
cost() {
	_n=$1
	shift
	/usr/bin/time -f '%U %S %e' -o "$out.t" "$@" > "$out" 2>&1
	_rc=$?
	# the last line: time writes "Command exited with non-zero status N"
	# before it when the command fails
	read -r _u _s _e <<-EOF
	$(tail -n 1 "$out.t")
	EOF
	_c=$(awk -v u="$_u" -v s="$_s" 'BEGIN { printf "%.1f", u + s }')
	all=$(awk -v a="$all" -v c="$_c" 'BEGIN { printf "%.1f", a + c }')
	printf '%s %s %s %s\n' "$_n" "$_c" "$_e" "$_rc"
}

vg="valgrind -q --error-exitcode=99 --leak-check=full \
--errors-for-leak-kinds=definite"
for p; do
	case $mode in
	steps) cost "$p" ${MAKE:-make} --no-print-directory DEVELOPER=1 "$p" ;;
	valgrind) CK_EXCLUDE_TAGS=big PAPO_UNIT_QUICK=20 CK_FORK=no \
		cost "$p" $vg "$BUILD/tests/check_$p" ;;
	asan) CK_FORK=no PAPO_UNIT_QUICK=4 \
		cost "$p" "$BUILD/asan/tests/check_$p" ;;
	fuzz)
		cost "$p:kept" sh tests/fuzz/run.sh check "$BUILD/fuzz" 1 0 "$p"
		cost "$p:${CHECK_FUZZ_RUNS:-1000}" sh tests/fuzz/run.sh check \
		    "$BUILD/fuzz" 1 "${CHECK_FUZZ_RUNS:-1000}" "$p"
		;;
	*) echo "check-cost.sh: unknown mode '$mode'" >&2; exit 2 ;;
	esac
done
echo "cpu (s): $all in all"
