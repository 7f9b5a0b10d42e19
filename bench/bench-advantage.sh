#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-advantage.sh: papo-advantage against a Python script, a jq program and wc -l.
#
# Writes bench/results/advantage.md.  Inputs (bench/data/, not committed)
# are built by bench/mkdata.py from the real responses in ../shared/data:
# 100k records (114 MB) for speed, 290k records (about 320 MB) for the
# memory of --contiguous.  All outputs go to /dev/null; each time is the
# best of several runs; the ratios are what to read.  ADV_BEFORE=PATH (a
# papo-advantage built from an earlier commit) times that binary in the
# same run and rounds, for before/after ratios (ADV_BEFORE_NAME: what to
# call it in the pipe table, "before" unless set).
set -eu
cd "$(dirname "$0")/.."
. bench/lib.sh

f100=bench/data/rollouts-100k.jsonl
f320=bench/data/rollouts-290k.jsonl
[ -f $f100 ] || python3 bench/mkdata.py 100000 $f100
[ -f $f320 ] || python3 bench/mkdata.py 290000 $f320
cat $f100 > /dev/null	# into the page cache, for everyone alike

# the three compute the same thing: check before timing
bin/papo-advantage $f100 > bench/data/adv.papo
python3 bench/advantage_ref.py $f100 > bench/data/adv.py
jq -c -s -f bench/advantage.jq $f100 > bench/data/adv.jq
agree_py=$(python3 bench/compare_adv.py bench/data/adv.papo bench/data/adv.py)
agree_jq=$(python3 bench/compare_adv.py bench/data/adv.papo bench/data/adv.jq)
rm -f bench/data/adv.papo bench/data/adv.py bench/data/adv.jq

t_wc=$(best 7 wc -l $f100)
t_papo=$(best 7 bin/papo-advantage $f100)
t_papo1=$(best 5 bin/papo-advantage -j1 $f100)
t_cont=$(best 5 bin/papo-advantage --contiguous $f100)
before=${ADV_BEFORE:-}
if [ -n "$before" ]; then
	t_bpapo=$(best 7 "$before" $f100)
	t_bcont=$(best 5 "$before" --contiguous $f100)
fi

# The machine is shared and noisy: the ratio to wc -l in several rounds.
# A round runs wc -l, papo-advantage and papo-advantage --contiguous one
# after the other, five times, so that the three meet the same load,
# and compares the best time of each.
rounds=7
r_papo=
r_cont=
r_bpapo=
r_bcont=
i=0
while [ $i -lt $rounds ]; do
	w=
	p=
	c=
	k=0
	while [ $k -lt 5 ]; do
		w=$(mintime "$w" wc -l $f100)
		p=$(mintime "$p" bin/papo-advantage $f100)
		c=$(mintime "$c" bin/papo-advantage --contiguous $f100)
		if [ -n "$before" ]; then
			bp=$(mintime "${bp:-}" "$before" $f100)
			bc=$(mintime "${bc:-}" "$before" --contiguous $f100)
		fi
		k=$((k + 1))
	done
	r_papo="$r_papo $(ratio $p $w)"
	r_cont="$r_cont $(ratio $c $w)"
	if [ -n "$before" ]; then
		r_bpapo="$r_bpapo $(ratio $bp $w)"
		r_bcont="$r_bcont $(ratio $bc $w)"
		bp=
		bc=
	fi
	i=$((i + 1))
done
# Pipe against file, gathering: in each of 9 rounds the file and the
# same bytes through cat, in turn (and the binary before, when given),
# CPU seconds (user + system, cat's too) and wall clock of each; the
# medians and the best of the rounds, the ratio pipe / file.  In the
# same rounds, what no reader of the pipe can go under: cat and the one
# copy out of the pipe (build/bench/pipe-probe read: read(2) into a
# reused block, nothing kept), and cat with everything papo's reader
# does to a pipe it gathers before the parse (pipe-probe memfd: spliced
# into a memory file, mapped, lines found).
pp="${PAPO_BUILD:-build}/bench/pipe-probe"
pf_rounds=9
pf_run() {
	/usr/bin/time -f "%e %U %S" -o bench/data/.time sh -c "$1" > /dev/null
	awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' bench/data/.time
}
: > bench/data/.pf
i=0
while [ $i -lt $pf_rounds ]; do
	echo "file $(pf_run "bin/papo-advantage $f100")" >> bench/data/.pf
	echo "pipe $(pf_run "cat $f100 | bin/papo-advantage")" >> bench/data/.pf
	echo "copy $(pf_run "cat $f100 | $pp read")" >> bench/data/.pf
	echo "keep $(pf_run "cat $f100 | $pp memfd")" >> bench/data/.pf
	if [ -n "$before" ]; then
		echo "bfile $(pf_run "$before $f100")" >> bench/data/.pf
		echo "bpipe $(pf_run "cat $f100 | $before")" >> bench/data/.pf
	fi
	i=$((i + 1))
done
# pf_stat WHICH COLUMN(2 wall, 3 cpu) med|min
pf_stat() {
	awk -v k="$1" -v c="$2" '$1 == k { print $c }' bench/data/.pf |
	    sort -n | awk -v m="$3" '{ v[NR] = $1 }
	    END { print (m == "min" ? v[1] : v[int((NR + 1) / 2)]) }'
}
# pf_floor WHICH: the median over the rounds of (file + WHICH) / file, CPU
pf_floor() {
	awk -v k="$1" '$1 == "file" { f[++nf] = $3 } $1 == k { w[++nw] = $3 }
	    END { for (i = 1; i <= nf && i <= nw; i++) print (f[i] + w[i]) / f[i] }' \
	    bench/data/.pf | sort -n | awk '{ v[NR] = $1 }
	    END { printf "%.2f\n", v[int((NR + 1) / 2)] }'
}
# outputs: the pipe's must be the file's, and the binary before's the
# same on the bench corpora (default, --contiguous, --mode grpo)
pf_same=identical
cat $f100 | bin/papo-advantage > bench/data/adv.pipe
bin/papo-advantage $f100 > bench/data/adv.file
cmp -s bench/data/adv.pipe bench/data/adv.file || pf_same=DIFFERENT
b_same=
if [ -n "$before" ]; then
	b_same=identical
	for o in "" --contiguous "--mode grpo"; do
		for g in $f100 $f320; do
			bin/papo-advantage $o $g > bench/data/adv.file
			"$before" $o $g > bench/data/adv.pipe
			cmp -s bench/data/adv.pipe bench/data/adv.file ||
			    b_same="DIFFERENT ($o $g)"
		done
	done
fi
rm -f bench/data/adv.pipe bench/data/adv.file
pf_load=$(load)

# spread LIST: "min to max, median M"
spread() {
	echo $* | tr ' ' '\n' | sort -n | awk '{ v[NR] = $1 }
	    END { printf "%s to %s, median %s", v[1], v[NR], v[int((NR + 1) / 2)] }'
}
# parsing alone, one thread, with either string scanner (bench/parse-bench.c)
pb=$("${PAPO_BUILD:-build}/bench/parse-bench" $f100 5)
mbs_simd=$(echo "$pb" | awk '$1 == "vector" { print $3 }')
mbs_port=$(echo "$pb" | awk '$1 == "portable" { print $3 }')
if grep -qw avx512bw /proc/cpuinfo 2>/dev/null; then
	vec=AVX-512
else
	vec=AVX2
fi
t_py=$(best 3 python3 bench/advantage_ref.py $f100)
t_jq=$(best 3 jq -c -s -f bench/advantage.jq $f100)
size320=$(du -m $f320 | cut -f1)
rss_cont=$(maxrss bin/papo-advantage --contiguous $f320)
rss_gather=$(maxrss bin/papo-advantage $f100)
t_cont320=$(best 3 bin/papo-advantage --contiguous $f320)
# CPU time (user + system, both threads) beside the wall clock: on a
# loaded machine the wall clock is mostly waiting for a core.  wc -l's
# few hundredths of a second are too coarse for a CPU ratio; the binary
# before is the comparison.
c_papo=$(wallcpu 5 "bin/papo-advantage $f100")
c_cont=$(wallcpu 5 "bin/papo-advantage --contiguous $f100")
if [ -n "$before" ]; then
	c_bpapo=$(wallcpu 5 "$before $f100")
	c_bcont=$(wallcpu 5 "$before --contiguous $f100")
fi

{
	echo "## papo-advantage"
	echo
	echo "\`make bench-advantage\` (bench/bench-advantage.sh), $(date -u +%Y-%m-%d),"
	echo "$(machine). Input: $f100, 100,000 records of real"
	echo "responses, $(du -m $f100 | cut -f1) MB (bench/mkdata.py). Outputs to /dev/null; best of"
	echo "several runs, in seconds."
	echo
	echo "| command | seconds | papo-advantage is |"
	echo "|---|---|---|"
	echo "| \`papo-advantage\` (PAPO, 2 threads) | $t_papo | |"
	echo "| \`papo-advantage -j1\` | $t_papo1 | |"
	echo "| \`papo-advantage --contiguous\` | $t_cont | $(ratio $t_cont $t_wc)x \`wc -l\` |"
	echo "| \`python3 bench/advantage_ref.py\` | $t_py | $(ratio $t_py $t_papo)x faster (target 15x) |"
	echo "| \`jq -c -s -f bench/advantage.jq\` | $t_jq | $(ratio $t_jq $t_papo)x faster (target 30x) |"
	echo "| \`wc -l\` | $t_wc | $(ratio $t_papo $t_wc)x slower (target: within 5x) |"
	if [ -n "$before" ]; then
		echo "| ${ADV_BEFORE_NAME:-before}: \`papo-advantage\` | $t_bpapo | $(ratio $t_bpapo $t_wc)x \`wc -l\` |"
		echo "| ${ADV_BEFORE_NAME:-before}: \`papo-advantage --contiguous\` | $t_bcont | $(ratio $t_bcont $t_wc)x \`wc -l\` |"
	fi
	echo
	echo "The Python script and the jq program compute the same advantages"
	echo "(checked before timing: Python $agree_py; jq $agree_jq)."
	echo
	echo "Memory (maximum resident set size, GNU time):"
	echo
	echo "| run | input | peak RSS |"
	echo "|---|---|---|"
	echo "| \`papo-advantage --contiguous\` | $f320, $size320 MB | $rss_cont MiB (target: at most 64) |"
	echo "| \`papo-advantage\` (gathers everything) | $f100 | $rss_gather MiB |"
	echo
	echo "\`wc -l\` counts newlines with vector instructions at about"
	echo "$(awk -v s="$(du -m $f100 | cut -f1)" -v t=$t_wc 'BEGIN { printf "%.1f", s / t / 1000 }') GB/s; papo-advantage checks every byte of every record (JSON"
	echo "grammar, escapes, UTF-8), groups, computes and writes. In $rounds rounds"
	echo "of five runs of each, taken in turn and the best of each compared,"
	echo "the default mode took $(spread $r_papo) times as long as \`wc -l\`;"
	echo "\`--contiguous\` $(spread $r_cont)."
	if [ -n "$before" ]; then
		echo "${ADV_BEFORE_NAME:-The binary before} ($before), in the same rounds:"
		echo "default mode $(spread $r_bpapo), \`--contiguous\` $(spread $r_bcont)."
	fi
	echo
	echo "CPU seconds (user + system, both threads; the run best by wall"
	echo "clock of five), load average $(load) at this point:"
	echo
	echo "| mode | CPU | wall |$([ -n "$before" ] && echo " CPU before | wall before | CPU after/before |")"
	echo "|---|---|---|$([ -n "$before" ] && echo "---|---|---|")"
	for m in papo cont; do
		eval "c=\$c_$m"
		case $m in papo) name="default (gathering)" ;; cont) name="--contiguous" ;; esac
		if [ -n "$before" ]; then
			eval "cb=\$c_b$m"
			echo "| $name | ${c#* } | ${c% *} | ${cb#* } | ${cb% *} | $(ratio2 ${c#* } ${cb#* }) |"
		else
			echo "| $name | ${c#* } | ${c% *} |"
		fi
	done
	echo
	echo "String contents are checked 64 bytes at a time, with one AVX-512"
	echo "load where the processor has it, else with two AVX2 loads, else"
	echo "with four SSE2 loads. Parsing alone (\`build/bench/parse-bench\`,"
	echo "one thread, best of 5) takes the bench file apart at $mbs_simd MB/s"
	echo "with the vector scanner ($vec) and $mbs_port MB/s with SSE2"
	echo "(\`-\`: the processor has neither AVX-512 nor AVX2)."
	echo
	echo "Pipe against file, gathering (\`cat F | papo-advantage\` against"
	echo "\`papo-advantage F\`, cat's CPU counted): $pf_rounds rounds, in turn,"
	echo "load average $pf_load at their end; output of the pipe $pf_same."
	echo
	echo "| binary | file CPU | pipe CPU | pipe / file CPU | file wall | pipe wall | pipe / file wall |"
	echo "|---|---|---|---|---|---|---|"
	for m in med min; do
		case $m in med) w="median" ;; min) w="best" ;; esac
		fc=$(pf_stat file 3 $m); pc=$(pf_stat pipe 3 $m)
		fw=$(pf_stat file 2 $m); pw=$(pf_stat pipe 2 $m)
		echo "| this one, $w | $fc | $pc | $(ratio2 $pc $fc) | $fw | $pw | $(ratio2 $pw $fw) |"
		if [ -n "$before" ]; then
			fc=$(pf_stat bfile 3 $m); pc=$(pf_stat bpipe 3 $m)
			fw=$(pf_stat bfile 2 $m); pw=$(pf_stat bpipe 2 $m)
			echo "| ${ADV_BEFORE_NAME:-before}, $w | $fc | $pc | $(ratio2 $pc $fc) | $fw | $pw | $(ratio2 $pw $fw) |"
		fi
	done
	echo
	echo "What a pipe costs at least, in the same rounds (CPU seconds,"
	echo "cat's included; medians): cat and the one copy out of the pipe"
	echo "(\`pipe-probe read\`: read(2) into a reused block, nothing kept)"
	echo "$(pf_stat copy 3 med) s, so that a reader of the pipe doing what"
	echo "the file's run does goes no lower than $(pf_floor copy) times the"
	echo "file (the median of the rounds' (file + copy) / file; only the"
	echo "file's own mapping could be saved); cat and what papo's reader"
	echo "does to the pipe it gathers before the parse (\`pipe-probe"
	echo "memfd\`: spliced into a memory file, mapped, lines found)"
	echo "$(pf_stat keep 3 med) s, (file + keep) / file $(pf_floor keep)."
	echo
	echo "Target: pipe within 1.3x of the file."
	[ -n "$before" ] && echo "Outputs of this binary and the one before on $f100 and $f320 (default, --contiguous, --mode grpo): $b_same."
	echo
	echo "\`--contiguous\` on the $size320 MB file took $t_cont320 s. The gathering"
	echo "mode maps the input file, so its resident size includes the file's"
	echo "pages."
} > bench/results/advantage.md
cat bench/results/advantage.md
