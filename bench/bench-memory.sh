#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-memory.sh: papo-advantage's default memory budget on a 2 GB input.
#
# Writes bench/results/memory.md.  Input (bench/data/, not committed):
# 4.2 million records of about 500 bytes, 2 GB, in 525,000 groups of
# eight scattered over the whole file (verl's order), made by awk.
# Peak resident size (GNU time) and wall-clock seconds of
# papo-advantage without -S, on the file and on a pipe, with no limit
# and under a 2 GiB data limit (ulimit -d: a job's memory, or a smaller
# machine), against what a user would otherwise run: sort(1) grouping
# the same lines (which picks its buffer the same way), and the plain
# Python script bench/advantage_ref.py (under the limit only: without
# one it would take many GB of a shared machine).
set -eu
cd "$(dirname "$0")/.."
. bench/lib.sh

f=bench/data/mem-2g.jsonl
mem_2g $f
cat $f > /dev/null	# into the page cache, for everyone alike
bin=bin
limit=2097152		# KiB: 2 GiB
out=bench/data/mem.out

# run LABEL LIMIT CMD: "rss seconds status" of CMD (sh -c), its output
# into $out, under ulimit -d LIMIT (KiB; "-": none)
run() {
	_l=$2
	[ "$_l" = - ] && _l=unlimited
	/usr/bin/time -f "%M %e %x" -o bench/data/.t sh -c \
	    "ulimit -d $_l; $3" > $out 2> bench/data/.err || true
	awk '{ printf "%.0f %.1f %s\n", $1 / 1024, $2, $3 }' bench/data/.t |
	    tail -1
}
rss() { echo "$1" | cut -d' ' -f1; }
sec() { echo "$1" | cut -d' ' -f2; }
st() { echo "$1" | cut -d' ' -f3; }

a_file=$(run file - "$bin/papo-advantage $f")
cp $out bench/data/mem.want
a_file_l=$(run file $limit "$bin/papo-advantage $f")
cmp -s $out bench/data/mem.want && same_f=identical || same_f=DIFFERENT
a_pipe=$(run pipe - "cat $f | $bin/papo-advantage")
cmp -s $out bench/data/mem.want && same_p=identical || same_p=DIFFERENT
a_pipe_l=$(run pipe $limit "cat $f | $bin/papo-advantage")
cmp -s $out bench/data/mem.want && same_pl=identical || same_pl=DIFFERENT
a_s=$(run s - "$bin/papo-advantage -S 256M $f")
s_def=$(run sort - "sort -s -t, -k2,3 $f")
s_lim=$(run sort $limit "sort -s -t, -k2,3 $f")
py_lim=$(run py $limit "python3 bench/advantage_ref.py $f")
py_err=$(tail -1 bench/data/.err | cut -c1-60)
rm -f $out bench/data/mem.want

row() {
	echo "| $1 | $2 | $(rss "$3") | $(sec "$3") | $(st "$3") | $4 |"
}
{
	echo "## papo-advantage's memory budget (bench/bench-memory.sh)"
	echo
	echo "Machine: $(machine), $(free -g | awk '/Mem:/ {print $2}') GiB."
	echo "Input: $f, $(du -m $f | cut -f1) MB, 4.2 million records in"
	echo "525,000 groups of eight scattered over the file. Default mode"
	echo "(papo). The budget without \`-S\` is a quarter of the physical"
	echo "memory, at most half of \`ulimit -d\`: here"
	echo "$(free -m | awk '/Mem:/ {printf "%d", $2 / 4}') MiB, and 1024 MiB under the 2 GiB limit."
	echo
	echo "| command | ulimit -d | peak RSS (MiB) | seconds | status | output |"
	echo "|---|---|---|---|---|---|"
	row "\`papo-advantage F\`" none "$a_file" "gathered in memory"
	row "\`papo-advantage F\`" "2 GiB" "$a_file_l" "$same_f (spilled)"
	row "\`cat F \\| papo-advantage\`" none "$a_pipe" "$same_p"
	row "\`cat F \\| papo-advantage\`" "2 GiB" "$a_pipe_l" "$same_pl"
	row "\`papo-advantage -S 256M F\`" none "$a_s" ""
	row "\`sort -s -t, -k2,3 F\` (grouping only)" none "$s_def" ""
	row "\`sort -s -t, -k2,3 F\` (grouping only)" "2 GiB" "$s_lim" ""
	row "\`python3 bench/advantage_ref.py F\`" "2 GiB" "$py_lim" "\`$py_err\`"
	echo
	echo "Ratios, peak RSS: papo-advantage under the limit / sort under"
	echo "it: $(ratio "$(rss "$a_file_l")" "$(rss "$s_lim")"); the pipe / sort:"
	echo "$(ratio "$(rss "$a_pipe_l")" "$(rss "$s_lim")"). Time, the file under the limit"
	echo "(spilling) / in memory: $(ratio "$(sec "$a_file_l")" "$(sec "$a_file")")."
	echo "A pipe is gathered in memory, as a file is, until its records take"
	echo "a quarter of the budget, then moved into a spilling buffer of half"
	echo "of it: without a limit this input passes that quarter, so the pipe"
	echo "holds more than the in-memory gathering of the file, within the"
	echo "budget. Before this budget, gathering held the whole input whatever"
	echo "the limit (issue 25: 2.2 GB for 2 GB), and a pipe over the limit"
	echo "ran out of memory (status 71; tests/t-advantage-memory.sh shows it"
	echo "on 100 MB under ulimit -d 150000)."
} > bench/results/memory.md
cat bench/results/memory.md
