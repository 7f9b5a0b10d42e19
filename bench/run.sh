#!/bin/sh
# SPDX-License-Identifier: MIT
# run.sh: run the benchmarks (all, or those named) and join their results into bench/RESULTS.md.
#
# sh bench/run.sh --join joins the results there are and runs nothing
# (after branches that each added a section).
#
# Each bench/bench-NAME.sh writes bench/results/NAME.md: a section with
# the command it ran and what it measured.  This script adds the machine
# description at the top.  Benchmarks build their inputs under
# bench/data/ (not committed).
set -eu
cd "$(dirname "$0")/.."
mkdir -p bench/results bench/data
if [ "${1-}" = --join ]; then
	shift
	set --
elif [ $# -eq 0 ]; then
	set -- $(ls bench/bench-*.sh | sed 's,bench/bench-\(.*\)\.sh,\1,')
fi
for name; do
	echo "== bench $name"
	sh "bench/bench-$name.sh"
done
{
	echo "# papo benchmark results"
	echo
	echo "Written by \`make bench\` (bench/run.sh); each section names the"
	echo "command that produced it. Timings are wall-clock seconds, best of"
	echo "several runs, on a shared and noisy machine: compare the ratios"
	echo "measured in the same run, not absolute numbers across runs."
	echo
	echo "Machine (at the time of the last run):"
	echo
	echo '```'
	echo "$(uname -srm); $(nproc) cores; $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')"
	echo "memory: $(free -g | awk '/Mem:/ {print $2 " GiB"}'); $(. /etc/os-release && echo "$PRETTY_NAME")"
	echo "compiler: $(${CC:-cc} --version | head -1)"
	echo '```'
	for f in bench/results/*.md; do
		[ -f "$f" ] || continue
		echo
		cat "$f"
	done
} > bench/RESULTS.md
echo "wrote bench/RESULTS.md"
