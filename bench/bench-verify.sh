#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-verify.sh: papo-verify against the simplest Python string checker, on 100k real-sized rollouts.
#
# Writes bench/results/verify.md.  Input (bench/data/, not committed): 100,000
# records of real responses (bench/mkdata.py, 114 MB), whose r_out is the
# upstream correctness label.  Each time is the best of several runs in
# three interleaved rounds; the ratios are what to read.  PAPO_BIN names the
# directory of the programs (default bin); PAPO_BASE, when set, the
# directory of another build (an earlier commit's bin/) timed with -j1 in
# the same rounds, for a before/after on one thread.  For a speed change:
# main's bin/papo-verify copied to bench/data/main-bin/, then
# PAPO_BASE=bench/data/main-bin make bench-verify; the instructions a
# record of both are counted in the same run, and
# tests/verify/same_output.sh shows the outputs are the same bytes.
set -eu
cd "$(dirname "$0")/.."
. bench/lib.sh
bin=${PAPO_BIN:-bin}

r100=bench/data/rollouts-100k.jsonl
[ -f $r100 ] || python3 bench/mkdata.py 100000 $r100
cat $r100 > /dev/null	# into the page cache, for all alike
n=$(wc -l < $r100)

# what each checker says, and its agreement with the labels (r_out in
# the input is the upstream label)
jq -r '.r_out' $r100 > bench/data/verify.labels
$bin/papo-verify -q $r100 | jq -r '.r_out // "null"' > bench/data/verify.papo
python3 bench/verify_baseline.py $r100 | jq -r '.r_out' > bench/data/verify.py
agree() {
	paste -d' ' bench/data/verify.labels "$1" |
	    awk '{ n++; if ($1 == $2) a++ } END { printf "%.2f%%", 100 * a / n }'
}
ag_papo=$(agree bench/data/verify.papo)
ag_py=$(agree bench/data/verify.py)
verdicts=$($bin/papo-verify -q $r100 | jq -r .verify | sort | uniq -c |
    awk '{ printf "%s%s %s", sep, $2, $1; sep = ", " }')
rm -f bench/data/verify.labels bench/data/verify.papo bench/data/verify.py

min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a ? b : a) }'; }
# user CPU seconds of one run (GNU time): less moved by other load
cpu() {
	/usr/bin/time -f %U -o bench/data/.cpu "$@" > /dev/null
	cat bench/data/.cpu
}
base=${PAPO_BASE-}
t_c= t_c1= t_py= t_wc= t_b1= u_c1= u_b1=
for round in 1 2 3; do
	t_c=$(min "$t_c" $(best 5 $bin/papo-verify -q $r100))
	t_c1=$(min "$t_c1" $(best 3 $bin/papo-verify -q -j1 $r100))
	u_c1=$(min "$u_c1" $(cpu $bin/papo-verify -q -j1 $r100))
	if [ -n "$base" ]; then
		t_b1=$(min "$t_b1" $(best 3 $base/papo-verify -q -j1 $r100))
		u_b1=$(min "$u_b1" $(cpu $base/papo-verify -q -j1 $r100))
	fi
	t_py=$(min "$t_py" $(best 1 python3 bench/verify_baseline.py $r100))
	t_wc=$(min "$t_wc" $(best 3 wc -l $r100))
done
rss=$(maxrss $bin/papo-verify -q $r100)
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)
# instructions a record (callgrind, the first 10,000 records): a count
# that the machine's other load does not move, for the before/after
ir() {
	head -10000 $r100 > bench/data/r10k.jsonl
	OMP_WAIT_POLICY=passive valgrind --tool=callgrind \
	    --callgrind-out-file=/dev/null "$1" -q -j1 bench/data/r10k.jsonl \
	    2>&1 > /dev/null | awk '/refs:/ { gsub(",", "", $NF);
	    printf "%d", $NF / 10000 }'
}
ir_c= ir_b=
if [ -n "$base" ] && command -v valgrind > /dev/null; then
	ir_c=$(ir $bin/papo-verify)
	ir_b=$(ir $base/papo-verify)
fi
rate() { awk -v n="$n" -v t="$1" 'BEGIN { printf "%d", n / t }'; }
r_c=$(rate $t_c)
r_c1=$(rate $t_c1)
r_py=$(rate $t_py)
size=$(du -mL $r100 | cut -f1)	# -L: the file, where a link names it
# Math-Verify: 1,095 verifications/s on these responses (the issue's number)
mv=1095

{
	echo "## papo-verify"
	echo
	echo "\`make bench-verify\` (bench/bench-verify.sh), $(date -u +%Y-%m-%d),"
	echo "$(machine). Input: $r100, $n records of real"
	echo "responses (Qwen2.5-Math, GPT-3 on GSM8K, ProcessBench), $size MB"
	echo "(bench/mkdata.py). Outputs to /dev/null; best of several runs in three"
	echo "interleaved rounds, in seconds."
	echo
	echo "| command | seconds | records/s | papo-verify is |"
	echo "|---|---|---|---|"
	echo "| \`papo-verify\` (2 threads) | $t_c | $r_c | target 110,000 records/s |"
	echo "| \`papo-verify -j1\` | $t_c1 | $r_c1 | $(ratio $t_py $t_c1)x the baseline on one thread; user CPU $u_c1 s ($(rate $u_c1) records per CPU-second) |"
	if [ -n "$base" ]; then
		echo "| \`$base/papo-verify -j1\` (before) | $t_b1 | $(rate $t_b1) | $(ratio $t_b1 $t_c1)x the time of \`papo-verify -j1\`; user CPU $u_b1 s ($(rate $u_b1) records per CPU-second) |"
	fi
	echo "| \`python3 bench/verify_baseline.py\` | $t_py | $r_py | $(ratio $t_py $t_c)x faster |"
	echo "| \`wc -l\` | $t_wc | | $(ratio $t_c $t_wc)x slower |"
	echo "| Math-Verify (published: $mv/s on these responses) | | $mv | $(awk -v a=$r_c -v b=$mv 'BEGIN { printf "%.0f", a / b }')x faster (target 100x) |"
	echo
	echo "The baseline is the simplest string checker: the last \`\\\\boxed{}\`"
	echo "compared as a string with the reference, records read and written as"
	echo "JSON. Agreement with the upstream correctness labels on the same"
	echo "records: papo-verify $ag_papo, the baseline $ag_py."
	echo "papo-verify's verdicts: $verdicts."
	echo
	echo "Load average at the end of the run: $load (on $(nproc) cores); a"
	echo "loaded machine stretches every wall-clock time, so read the ratios"
	echo "and the user CPU, which waiting for a core does not count."
	if [ -n "$ir_c" ]; then
		echo
		echo "Instructions a record (valgrind --tool=callgrind, \`-j1\`, the first"
		echo "10,000 records), which no other load moves: \`papo-verify\` $ir_c,"
		echo "\`$base/papo-verify\` $ir_b ($(ratio $ir_b $ir_c)x)."
	fi
	echo
	echo "Peak resident set size of \`papo-verify\` (GNU time): $rss MiB; input is"
	echo "read and written in 4 MiB batches, so memory does not grow with it."
} > bench/results/verify.md
cat bench/results/verify.md
