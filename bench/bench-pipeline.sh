#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-pipeline.sh: the README's pipes against their stages run one after another.
#
# Writes bench/results/pipeline.md.  Input (bench/data/, not committed):
# 290k records of real-sized responses (about 320 MB, bench/mkdata.py),
# the file bench-advantage.sh measures memory on.  Each pipe runs the
# three stages at once (papo-verify, papo-advantage, papo-stats; no
# judge, so --mode grpo, which needs no process score); the sequence
# runs them one after another through files in bench/data.  Times are
# the best of three, wall clock and CPU (user + system, all processes).
# Then the memory checks: papo-advantage -S on the same records in a
# scattered order, and papo-stats on 100,000 distinct steps.
#
# Issue 25's three measures in this one run besides: reading a pipe
# against reading the file (cat V | papo-advantage against
# papo-advantage V, V the verified records, gathering and --contiguous,
# PIPE_FILE_ROUNDS rounds taken in turn, CPU medians of every process
# and of papo-advantage's alone, wall medians), and papo-advantage's
# default memory on a 2 GB input (bench-memory.sh's, made the same way),
# on the file and on a pipe, without a limit and under a 2 GiB data
# limit, against its default budget.  PIPELINE_MEM=0 leaves the 2 GB
# input out (minutes).
set -eu
cd "$(dirname "$0")/.."
. bench/lib.sh

f=bench/data/rollouts-290k.jsonl
[ -f $f ] || python3 bench/mkdata.py 290000 $f
cat $f > /dev/null	# into the page cache, for everyone alike
v=bench/data/pipe.verified
a=bench/data/pipe.adv
bin=${PAPO_BIN:-bin}	# another build's programs, to compare

run3() { wallcpu 3 "$1"; }
wall() { echo "${1% *}"; }
cpu() { echo "${1#* }"; }

verify="$bin/papo-verify $f"
stats="$bin/papo-stats"
s_verify=$(run3 "$verify > $v")
s_gather=$(run3 "$bin/papo-advantage --mode grpo $v > $a")
s_cont=$(run3 "$bin/papo-advantage --mode grpo --contiguous $v > $a")
s_stats=$(run3 "$stats $a")
# Each pipe against its sequence in interleaved rounds (PIPE_ROUNDS, 3
# unless set): a round runs the gathering sequence, its pipe, the
# --contiguous sequence and its pipe, once each, so that the four meet
# the same load; the table gives the best (by wall) and the medians,
# and the median of the rounds' pipe / sequence ratios, wall and CPU.
seqg_cmd="$verify > $v && $bin/papo-advantage --mode grpo $v > $a && $stats $a"
seqc_cmd="$verify > $v && $bin/papo-advantage --mode grpo --contiguous $v > $a &&
    $stats $a"
pg_cmd="$verify | $bin/papo-advantage --mode grpo | $stats"
pc_cmd="$verify | $bin/papo-advantage --mode grpo --contiguous | $stats"
pr=${PIPE_ROUNDS:-3}
: > bench/data/pipe.rounds
i=0
while [ $i -lt "$pr" ]; do
	echo "$(wallcpu 1 "$seqg_cmd") $(wallcpu 1 "$pg_cmd") \
	    $(wallcpu 1 "$seqc_cmd") $(wallcpu 1 "$pc_cmd")" \
	    >> bench/data/pipe.rounds
	i=$((i + 1))
done
load_p=$(load)
# columns of a round: sg wall, cpu, pg wall, cpu, sc wall, cpu, pc wall, cpu
col_best() {	# the run best by wall of the pair at column $1: "wall cpu"
	awk -v c="$1" 'NR == 1 || $c < w { w = $c; u = $(c + 1) }
	    END { printf "%.2f %.2f\n", w, u }' bench/data/pipe.rounds
}
col_med() {	# the median of column $1
	awk -v c="$1" '{ print $c }' bench/data/pipe.rounds | sort -n |
	    awk '{ v[NR] = $1 } END { h = int(NR / 2)
		m = NR % 2 ? v[h + 1] : (v[h] + v[h + 1]) / 2
		printf "%.2f\n", m }'
}
rat_med() {	# the median over rounds of column $1 / column $2
	awk -v a="$1" -v b="$2" '{ printf "%.4f\n", $a / $b }' \
	    bench/data/pipe.rounds | sort -n |
	    awk '{ v[NR] = $1 } END { h = int(NR / 2)
		m = NR % 2 ? v[h + 1] : (v[h] + v[h + 1]) / 2
		printf "%.2f\n", m }'
}
seq_g=$(col_best 1)
p_gather=$(col_best 3)
seq_c=$(col_best 5)
p_cont=$(col_best 7)
# the same pipes outputs agree with the sequence's
sh -c "$verify | $bin/papo-advantage --mode grpo --contiguous | $stats" \
    > bench/data/pipe.out1
$stats $a > bench/data/pipe.out2
cmp -s bench/data/pipe.out1 bench/data/pipe.out2 || {
	echo "bench-pipeline: the pipe's table differs from the sequence's" >&2
	exit 1
}
# as before: libgomp's own spin (about 300,000 turns after each region)
old=$(GOMP_SPINCOUNT=300000 /usr/bin/time -f "%e %U %S" \
    -o bench/data/.time sh -c "$verify | $bin/papo-advantage --mode grpo \
    --contiguous | $stats" > /dev/null;
    awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' bench/data/.time)
rm -f $a bench/data/pipe.out1 bench/data/pipe.out2

# reading a pipe against reading the file: papo-advantage on the
# verified records $v, a round: the file, then the pipe, gathering then
# --contiguous; per run CPU of every process (cat's and sh's included),
# papo-advantage's own CPU, wall
pf_rounds=${PIPE_FILE_ROUNDS:-9}
: > bench/data/pipe.vsfile
i=0
pf_one() {	# ARGS: "cpu_all cpu_self wall" of the file run, then the pipe's
	/usr/bin/time -f "%U %S %e" -o bench/data/.tf $bin/papo-advantage \
	    $1 $v > /dev/null
	/usr/bin/time -f "%U %S %e" -o bench/data/.ta sh -c "cat $v |
	    /usr/bin/time -f '%U %S' -o bench/data/.tp \
	    $bin/papo-advantage $1 > /dev/null"
	awk '{ printf "%.2f %.2f %.2f ", $1 + $2, $1 + $2, $3 }' bench/data/.tf
	printf "%s %s " "$(awk '{ printf "%.2f", $1 + $2 }' bench/data/.ta)" \
	    "$(awk '{ printf "%.2f", $1 + $2 }' bench/data/.tp)"
	awk '{ printf "%.2f ", $3 }' bench/data/.ta
}
while [ $i -lt "$pf_rounds" ]; do
	echo "$(pf_one "--mode grpo") $(pf_one "--mode grpo --contiguous")" \
	    >> bench/data/pipe.vsfile
	i=$((i + 1))
done
load_pf=$(load)
# the pipe's output is the file's, both ways
for o in "" --contiguous; do
	$bin/papo-advantage --mode grpo $o $v > bench/data/pipe.out1
	cat $v | $bin/papo-advantage --mode grpo $o > bench/data/pipe.out2
	cmp -s bench/data/pipe.out1 bench/data/pipe.out2 || {
		echo "bench-pipeline: a pipe's output differs from the file's" >&2
		exit 1
	}
done
rm -f $v bench/data/pipe.out1 bench/data/pipe.out2
pf_med() {	# the median of column $1 of pipe.vsfile
	awk -v c="$1" '{ print $c }' bench/data/pipe.vsfile | sort -n |
	    awk '{ v[NR] = $1 } END { h = int(NR / 2)
		m = NR % 2 ? v[h + 1] : (v[h] + v[h + 1]) / 2
		printf "%.2f\n", m }'
}
pf_rat() {	# the median over rounds of column $1 / column $2
	awk -v a="$1" -v b="$2" '{ printf "%.4f\n", $a / $b }' \
	    bench/data/pipe.vsfile | sort -n |
	    awk '{ v[NR] = $1 } END { h = int(NR / 2)
		m = NR % 2 ? v[h + 1] : (v[h] + v[h + 1]) / 2
		printf "%.2f\n", m }'
}
pf_row() {	# NAME, first column of its six
	_c=$2
	echo "| $1 | $(pf_med $_c) | $(pf_med $((_c + 3))) | $(pf_rat $((_c + 3)) $_c) |" \
	    "$(pf_med $((_c + 4))) | $(pf_rat $((_c + 4)) $_c) |" \
	    "$(pf_med $((_c + 2))) | $(pf_med $((_c + 5))) | $(pf_rat $((_c + 5)) $((_c + 2))) |"
}

# memory: the default budget on a 2 GB input (bench-memory.sh's), on
# the file and on a pipe, without a limit and under a 2 GiB data limit
mem_rows=
if [ "${PIPELINE_MEM:-1}" != 0 ]; then
	fm=bench/data/mem-2g.jsonl
	mem_2g $fm
	cat $fm > /dev/null
	mem_one() {	# LIMIT (KiB or unlimited) CMD: "rss_mib seconds status"
		/usr/bin/time -f "%M %e %x" -o bench/data/.t sh -c \
		    "ulimit -d $1; $2" > bench/data/mem.out 2> /dev/null || true
		awk '{ printf "%.0f %.1f %s\n", $1 / 1024, $2, $3 }' \
		    bench/data/.t | tail -1
	}
	m_file=$(mem_one unlimited "$bin/papo-advantage $fm")
	cp bench/data/mem.out bench/data/mem.want
	m_pipe=$(mem_one unlimited "cat $fm | $bin/papo-advantage")
	cmp -s bench/data/mem.out bench/data/mem.want && m_same=identical ||
	    m_same=DIFFERENT
	m_pipe_l=$(mem_one 2097152 "cat $fm | $bin/papo-advantage")
	cmp -s bench/data/mem.out bench/data/mem.want && m_same_l=identical ||
	    m_same_l=DIFFERENT
	rm -f bench/data/mem.out bench/data/mem.want
	m_budget=$(free -m | awk '/Mem:/ { printf "%d", $2 / 4 }')
	m_mb=$(du -m $fm | cut -f1)
	mem_row() {	# NAME LIMIT BUDGET RESULT OUTPUT
		echo "| $1 | $2 | $3 | ${4%% *} | $(echo "$4" | cut -d' ' -f2) |" \
		    "${4##* } | $5 |"
	}
	mem_rows=$(mem_row "\`papo-advantage F\`" none "$m_budget" \
	    "$m_file" "gathered in memory"
	    mem_row "\`cat F \\| papo-advantage\`" none "$m_budget" "$m_pipe" \
	    "$m_same"
	    mem_row "\`cat F \\| papo-advantage\`" "2 GiB" 1024 "$m_pipe_l" \
	    "$m_same_l (spilled)")
fi

# memory: -S on scattered groups, and papo-stats on 100,000 steps
fs=bench/data/rollouts-290k-shuffled.jsonl
[ -f $fs ] || python3 bench/mkdata.py 290000 $fs --shuffle
$bin/papo-verify $fs > $v
$bin/papo-advantage --mode grpo $v > bench/data/pipe.out1
rss_mem=$(maxrss $bin/papo-advantage --mode grpo $v)
rss_s64=$(maxrss $bin/papo-advantage --mode grpo -S 64M $v)
t_mem=$(best 3 $bin/papo-advantage --mode grpo $v)
t_s64=$(best 3 $bin/papo-advantage --mode grpo -S 64M $v)
$bin/papo-advantage --mode grpo -S 64M $v > bench/data/pipe.out2
if cmp -s bench/data/pipe.out1 bench/data/pipe.out2; then
	same="byte for byte the same output"
else
	same="OUTPUT DIFFERS"
fi
rm -f bench/data/pipe.out1 bench/data/pipe.out2
fst=bench/data/steps-100k.jsonl
[ -f $fst ] || awk 'BEGIN { for (i = 0; i < 200000; i++)
	printf "{\"group\":\"g%d\",\"step\":%d,\"r_out\":%d,\"adv\":%.3f,\"length\":%d}\n",
	    int(i / 2), int(i / 2), i % 2, (i % 2) - 0.5, 100 + i % 7 }' > $fst
rss_st=$(maxrss $bin/papo-stats $fst)
t_st=$(best 3 $bin/papo-stats $fst)
rm -f $v

# single stages: the passive wait policy (the default now) against the
# spinning one, in interleaved rounds, the best of five of each a round
f100=bench/data/rollouts-100k.jsonl
[ -f $f100 ] || python3 bench/mkdata.py 100000 $f100
$bin/papo-advantage $f100 > bench/data/pipe.adv100
r_adv=
r_st=
for _r in 1 2 3; do
	pa=; aa=; ps=; as=
	for _k in 1 2 3 4 5; do
		pa=$(mintime "$pa" $bin/papo-advantage $f100)
		aa=$(OMP_WAIT_POLICY=active mintime "$aa" $bin/papo-advantage \
		    $f100)
		ps=$(mintime "$ps" $bin/papo-stats -f jsonl bench/data/pipe.adv100)
		as=$(OMP_WAIT_POLICY=active mintime "$as" $bin/papo-stats \
		    -f jsonl bench/data/pipe.adv100)
	done
	r_adv="$r_adv $(ratio $pa $aa)"
	r_st="$r_st $(ratio $ps $as)"
done
rm -f bench/data/pipe.adv100

{
	echo "## The pipeline"
	echo
	echo "\`make bench-pipeline\` (bench/bench-pipeline.sh), $(date -u +%Y-%m-%d),"
	echo "$(machine). Input: $f, 290,000 records of real"
	echo "responses, $(du -m $f | cut -f1) MB (bench/mkdata.py). Wall-clock seconds and"
	echo "CPU seconds (user + system, every process), best of three; outputs"
	echo "to /dev/null or, between stages run one after another, to files."
	echo
	echo "| run | wall | CPU | pipe / sequence |"
	echo "|---|---|---|---|"
	echo "| \`papo-verify F\` alone | $(wall "$s_verify") | $(cpu "$s_verify") | |"
	echo "| \`papo-advantage --mode grpo\` alone | $(wall "$s_gather") | $(cpu "$s_gather") | |"
	echo "| \`papo-advantage --mode grpo --contiguous\` alone | $(wall "$s_cont") | $(cpu "$s_cont") | |"
	echo "| \`papo-stats\` alone | $(wall "$s_stats") | $(cpu "$s_stats") | |"
	echo "| the three one after another | $(wall "$seq_g") | $(cpu "$seq_g") | |"
	echo "| \`papo-verify F \\| papo-advantage --mode grpo \\| papo-stats\` | $(wall "$p_gather") | $(cpu "$p_gather") | $(ratio $(wall "$p_gather") $(wall "$seq_g")) |"
	echo "| the three one after another, \`--contiguous\` | $(wall "$seq_c") | $(cpu "$seq_c") | |"
	echo "| \`papo-verify F \\| papo-advantage --mode grpo --contiguous \\| papo-stats\` | $(wall "$p_cont") | $(cpu "$p_cont") | $(ratio $(wall "$p_cont") $(wall "$seq_c")) |"
	echo "| the same with \`GOMP_SPINCOUNT=300000\` (libgomp's default spin, as before), one run | $(wall "$old") | $(cpu "$old") | $(ratio $(wall "$old") $(wall "$seq_c")) |"
	echo
	echo "The same $pr rounds, interleaved (a round: the gathering sequence,"
	echo "its pipe, the \`--contiguous\` sequence, its pipe), load average"
	echo "$load_p at their end; medians of the rounds, and the median of"
	echo "each round's pipe / sequence:"
	echo
	echo "| pipe | sequence wall | pipe wall | pipe / sequence wall | sequence CPU | pipe CPU | pipe / sequence CPU |"
	echo "|---|---|---|---|---|---|---|"
	echo "| gathering | $(col_med 1) | $(col_med 3) | $(rat_med 3 1) | $(col_med 2) | $(col_med 4) | $(rat_med 4 2) |"
	echo "| \`--contiguous\` | $(col_med 5) | $(col_med 7) | $(rat_med 7 5) | $(col_med 6) | $(col_med 8) | $(rat_med 8 6) |"
	echo
	echo "Reading a pipe against reading the file: \`cat V | papo-advantage\`"
	echo "against \`papo-advantage V\`, V the records verified above"
	echo "($(du -m $f | cut -f1) MB of input, verified), \`--mode grpo\`; $pf_rounds rounds taken in"
	echo "turn (a round: the file, the pipe, gathering then \`--contiguous\`),"
	echo "load average $load_pf at their end; CPU seconds (user + system)"
	echo "of every process of the pipe (cat's and sh's included) and of"
	echo "papo-advantage's alone, wall seconds; medians of the rounds, and"
	echo "the median of each round's pipe / file:"
	echo
	echo "| papo-advantage | file CPU | pipe CPU, all | pipe / file | pipe CPU, papo-advantage | pipe / file | file wall | pipe wall | pipe / file wall |"
	echo "|---|---|---|---|---|---|---|---|---|"
	pf_row gathering 1
	pf_row "\`--contiguous\`" 7
	echo
	if [ -n "$mem_rows" ]; then
		echo "The default memory on a 2 GB input ($fm, $m_mb MB, 4.2"
		echo "million records in 525,000 groups of eight scattered over the"
		echo "file; bench-memory.sh's), default mode; the budget is a quarter"
		echo "of the physical memory, at most half of \`ulimit -d\`; peak"
		echo "resident size (GNU time), output against the file's:"
		echo
		echo "| command | ulimit -d | budget (MiB) | peak RSS (MiB) | seconds | status | output |"
		echo "|---|---|---|---|---|---|---|"
		echo "$mem_rows"
		echo
	fi
	echo "The pipe's table is checked to be the sequence's. Target: every"
	echo "pipe within the time of its stages one after another (ratio at most"
	echo "1.0), approaching the slowest stage (papo-verify)."
	echo "Each tool starts again with \`OMP_WAIT_POLICY=passive\` unless the"
	echo "user set a policy or a spin count: the idle threads of three"
	echo "processes, each waiting on its pipe, no longer spin."
	echo
	echo "Alone, on $f100, the default (passive) against"
	echo "\`OMP_WAIT_POLICY=active\` (threads that spin), in three rounds"
	echo "of five runs each, taken in turn: papo-advantage took$r_adv"
	echo "times as long (passive / active), papo-stats -f jsonl$r_st."
	echo
	echo "Memory (maximum resident set size, GNU time):"
	echo
	echo "| run | input | peak RSS | seconds |"
	echo "|---|---|---|---|"
	echo "| \`papo-advantage --mode grpo\` (gathers everything) | $fs verified, $(du -m $fs | cut -f1) MB, groups scattered | $rss_mem MiB | $t_mem |"
	echo "| \`papo-advantage --mode grpo -S 64M\` | the same | $rss_s64 MiB (target: under 128) | $t_s64 |"
	echo "| \`papo-stats\` | $fst, 100,000 steps | $rss_st MiB (target: under 256) | $t_st |"
	echo
	echo "With \`-S 64M\`: $same as in memory."
} > bench/results/pipeline.md
cat bench/results/pipeline.md
