#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-reader.sh: reading a pipe against reading the file, and compressed input.
#
# Writes bench/results/reader.md.  Input (bench/data/, not committed):
# READER_N records of real-sized responses (bench/mkdata.py; 100,000 by
# default, about 115 MB), verified and given advantages once, so that
# each tool reads what it would in the README's pipes.  Each tool runs
# on the file, then on the same bytes from a pipe (cat FILE | tool);
# papo-advantage both --contiguous (the reader alone) and gathering (its
# default: a pipe is spliced into a memory file and mapped as a file is,
# moved into a spilling buffer only past a quarter of its memory
# budget; a file, mapped).  Then the same file gzip'd and zstd'd, read
# as it is against zcat/zstdcat piped in.  wc -l is the floor.  Times:
# the best of five by wall clock, and its CPU (user + system of every
# process, cat's included); the machine is shared and noisy, so the
# ratios within this one run are what to read.
set -eu
cd "$(dirname "$0")/.."
. bench/lib.sh
n=${READER_N:-100000}
raw=bench/data/reader-$n.jsonl
v=bench/data/reader-$n.verified
a=bench/data/reader-$n.adv
bin=${PAPO_BIN:-bin}	# another build's programs, to compare
[ -f $raw ] || python3 bench/mkdata.py "$n" $raw
[ -f $v ] || $bin/papo-verify $raw > $v
[ -f $a ] || $bin/papo-advantage --mode grpo $v > $a
[ -f $v.gz ] || gzip -c $v > $v.gz
[ -f $v.zst ] || zstd -q -c $v > $v.zst
cat $raw $v $a $v.gz $v.zst > /dev/null	# into the page cache

run3() { wallcpu 5 "$1"; }

out=bench/results/reader.md.tmp
{
	echo "## Reading: a pipe against the file, compressed input"
	echo
	echo "\`sh bench/bench-reader.sh\` (READER_N=$n records, $(du -m $v | cut -f1) MB"
	echo "verified; $bin/; $(date -u +%Y-%m-%d), $(machine), load average $(load)"
	echo "at the start; best of five by wall clock, wall and CPU seconds,"
	echo "CPU of every process in the pipe, cat's included). Ratios: the"
	echo "pipe (or the compressed file) over the plain file, in this one run."
	echo
	echo "| tool | file wall | file CPU | pipe wall | pipe CPU | pipe/file wall | pipe/file CPU |"
	echo "|---|---|---|---|---|---|---|"
} > $out
floor=$(run3 "wc -l $v")
row() {	# NAME FILE-CMD PIPE-CMD
	_f=$(run3 "$2")
	_p=$(run3 "$3")
	echo "| $1 | ${_f% *} | ${_f#* } | ${_p% *} | ${_p#* } |" \
	    "$(ratio2 ${_p% *} ${_f% *}) | $(ratio2 ${_p#* } ${_f#* }) |" >> $out
	eval "file_$4=\${_f% *}"
}
row "papo-verify" "$bin/papo-verify $raw" "cat $raw | $bin/papo-verify" verify
row "papo-advantage --contiguous" \
    "$bin/papo-advantage --mode grpo --contiguous $v" \
    "cat $v | $bin/papo-advantage --mode grpo --contiguous" cont
row "papo-advantage (gathering)" "$bin/papo-advantage --mode grpo $v" \
    "cat $v | $bin/papo-advantage --mode grpo" gather
row "papo-stats" "$bin/papo-stats $a" "cat $a | $bin/papo-stats" stats
{
	echo
	echo "The floor: \`wc -l\` reads the verified file in ${floor% *} s;"
	echo "papo-advantage --contiguous takes $(ratio2 $file_cont ${floor% *})x that,"
	echo "gathering $(ratio2 $file_gather ${floor% *})x (wall clock; bench-advantage.sh"
	echo "measures this ratio in rounds, with less noise). Load average at"
	echo "the end: $(load)."
	echo
	echo "| compressed input (papo-advantage --contiguous) | as it is, wall | CPU | decompressor piped in, wall | CPU | as it is / piped, wall |"
	echo "|---|---|---|---|---|---|"
} >> $out
for z in gz zst; do
	case $z in gz) dec="gzip -dc" ;; zst) dec="zstd -q -dc" ;; esac
	_f=$(run3 "$bin/papo-advantage --mode grpo --contiguous $v.$z")
	_p=$(run3 "$dec $v.$z | $bin/papo-advantage --mode grpo --contiguous")
	echo "| .jsonl.$z | ${_f% *} | ${_f#* } | ${_p% *} | ${_p#* } |" \
	    "$(ratio2 ${_f% *} ${_p% *}) |" >> $out
done
# what is read compressed is what is read plain
$bin/papo-advantage --mode grpo --contiguous $v > bench/data/reader.out1
$bin/papo-advantage --mode grpo --contiguous $v.zst > bench/data/reader.out2
cmp -s bench/data/reader.out1 bench/data/reader.out2 || {
	echo "bench-reader: the .zst output differs from the file's" >&2
	exit 1
}
rm -f bench/data/reader.out1 bench/data/reader.out2
mv $out bench/results/reader.md
cat bench/results/reader.md
