#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-issue25.sh: issue 25's bench measures in one run, each with its bound.
#
# Writes bench/results/issue25.md (`make bench-issue25`).  One run of
# this script measures, on this machine under whatever load it has:
#
#  1. reading a pipe against reading the file: `cat V | papo-advantage`
#     against `papo-advantage V` (gathering and --contiguous; V the
#     records of bench/data/rollouts-290k.jsonl verified, 330 MB),
#     beside the least any reader of a pipe pays (build/bench/pipe-probe:
#     `read`, the one copy out of the pipe with nothing kept; `tmpsplice`,
#     the bytes kept as papo-advantage keeps a gathered pipe, in an
#     unnamed file on the disk, mapped and its lines counted; `file`, the
#     file mapped and its lines counted, as the file's own run does);
#  2. the README's pipes, `papo-verify F | papo-advantage | papo-stats`
#     gathering and with --contiguous (the README's timing line names
#     both), and its verl pipe (--preset verl on the same records as
#     verl dumps them, each step's records scattered: bench/mkdata.py
#     --verl), against the same three stages one after another through
#     files;
#  3. papo-advantage's default memory (no -S) on a 2 GB input of
#     scattered groups, on the file and on a pipe, without a limit and
#     under a 2 GiB data limit, against its budget;
#  4. the floor: papo-advantage on V against `wc -l V`;
#  5. a trainer's coprocess under --group-size: the peak resident size
#     of `cat V | papo-advantage --group-size 8`, and of V sent twice,
#     against --contiguous --group-size 8, which holds one group.
#
# Every timed command of 1, 2 and 4 is taken in interleaved rounds (a
# round runs each once, the order reversed every other round, so that
# they meet the same load); the tables give medians over the rounds and
# the median of each round's own ratio.  Per run: wall seconds, the CPU
# seconds (user + system) of every process it started, and of the
# reader's process alone (its own time, bash's).  I25_ROUNDS (9) and
# I25_PIPE_ROUNDS (3) set the rounds; I25_MEM=0 leaves out 3 (minutes).
set -eu
cd "$(dirname "$0")/.."
. bench/lib.sh

bin=${PAPO_BIN:-bin}
probe=${PAPO_BUILD:-build}/bench/pipe-probe
[ -x "$probe" ] || { echo "bench-issue25: no $probe (make test)" >&2; exit 1; }
f=bench/data/rollouts-290k.jsonl
[ -f $f ] || python3 bench/mkdata.py 290000 $f
cat $f > /dev/null
d=bench/data/i25
mkdir -p $d
v=$d/verified.jsonl
$bin/papo-verify $f > $v
sync $v	# written back: the file's runs meet no writeback of it
adv="$bin/papo-advantage --mode grpo"
# the reader's own CPU: bash's time, to the millisecond (GNU time's is
# to the hundredth, coarse against wc -l's 0.04 s)
cat > $d/self.sh << EOF
TIMEFORMAT='%3U %3S'
{ time "\$@" 2>&3; } 3>&2 2> $d/self
EOF
self="bash $d/self.sh"
load0=$(load)
start=$(date -u +%H:%M)

# i25_run NAME SCRIPT: run SCRIPT (sh -c, output to /dev/null) once and
# append "NAME wall cpu_all cpu_self" to $d/runs ($d/self, written by
# the reader's own time, or cpu_all when the script has no such time)
i25_run() {
	rm -f $d/self
	bash -c 'TIMEFORMAT="%3R %3U %3S"; time sh -c "$1" > /dev/null' \
	    i25 "$2" 2> $d/all
	_a=$(tail -1 $d/all | awk '{ printf "%.4f %.4f", $1, $2 + $3 }')
	if [ -s $d/self ]; then
		_s=$(awk '{ printf "%.4f", $1 + $2 }' $d/self)
	else
		_s=${_a#* }
	fi
	echo "$1 $_a $_s" >> $d/runs
}

# 1 and 4: the reader's commands, in rounds
set -- \
    wc "$self wc -l $v" \
    gfile "$self $adv $v" \
    gpipe "cat $v | $self $adv" \
    cfile "$self $adv --contiguous $v" \
    cpipe "cat $v | $self $adv --contiguous" \
    pfile "$self $probe file < $v" \
    pread "cat $v | $self $probe read" \
    pkeep "cat $v | $self $probe tmpsplice"
rounds=${I25_ROUNDS:-9}
: > $d/runs
i=0
while [ $i -lt "$rounds" ]; do
	if [ $((i % 2)) = 0 ]; then
		n=1
		while [ $n -lt $# ]; do
			eval "i25_run \"\${$n}\" \"\${$((n + 1))}\""
			n=$((n + 2))
		done
	else
		n=$(($# - 1))
		while [ $n -ge 1 ]; do
			eval "i25_run \"\${$n}\" \"\${$((n + 1))}\""
			n=$((n - 2))
		done
	fi
	i=$((i + 1))
done
load1=$(load)
# the pipe's output is the file's, both ways
for o in "" --contiguous; do
	$adv $o $v > $d/out1
	cat $v | $adv $o > $d/out2
	cmp -s $d/out1 $d/out2 || {
		echo "bench-issue25: a pipe's output differs from the file's" >&2
		exit 1
	}
done

# med NAME COL: the median over the rounds of column COL (2 wall, 3 CPU
# of every process, 4 the reader's own CPU) of NAME's runs
med() {
	awk -v n="$1" -v c="$2" '$1 == n { print $c }' $d/runs | sort -n |
	    awk '{ v[NR] = $1 } END { h = int(NR / 2)
		m = NR % 2 ? v[h + 1] : (v[h] + v[h + 1]) / 2
		printf "%.3f\n", m }'
}
# rmed A B COL: the median over the rounds of A's COL / B's COL, the
# runs paired by round (the k-th run of A with the k-th of B)
rmed() {
	awk -v a="$1" -v b="$2" -v c="$3" '
	    $1 == a { x[++na] = $c } $1 == b { y[++nb] = $c }
	    END { for (k = 1; k <= na && k <= nb; k++)
		printf "%.4f\n", (y[k] > 0 ? x[k] / y[k] : 0) }' $d/runs |
	    sort -n | awk '{ v[NR] = $1 } END { h = int(NR / 2)
		m = NR % 2 ? v[h + 1] : (v[h] + v[h + 1]) / 2
		printf "%.2f\n", m }'
}
# fmed A B P Q COL: the median over the rounds of (A + P - Q) / B: the
# file's run with what a probe P adds over a probe Q, against B
fmed() {
	awk -v a="$1" -v b="$2" -v p="$3" -v q="$4" -v c="$5" '
	    $1 == a { x[++na] = $c } $1 == b { y[++nb] = $c }
	    $1 == p { s[++np] = $c } $1 == q { t[++nq] = $c }
	    END { for (k = 1; k <= na; k++)
		printf "%.4f\n", (y[k] > 0 ? (x[k] + s[k] - t[k]) / y[k] : 0) }' $d/runs |
	    sort -n | awk '{ v[NR] = $1 } END { h = int(NR / 2)
		m = NR % 2 ? v[h + 1] : (v[h] + v[h + 1]) / 2
		printf "%.2f\n", m }'
}
le() {	# A <= B: "met", else "not met"
	awk -v a="$1" -v b="$2" 'BEGIN { print (a <= b ? "met" : "not met") }'
}

# 2: the README pipes against their stages one after another
s1="$bin/papo-verify $f > $d/v && $adv $d/v > $d/a && $bin/papo-stats $d/a"
p1="$bin/papo-verify $f | $adv | $bin/papo-stats"
s2="$bin/papo-verify $f > $d/v && $adv --contiguous $d/v > $d/a &&
    $bin/papo-stats $d/a"
p2="$bin/papo-verify $f | $adv --contiguous | $bin/papo-stats"
fv=bench/data/verl-290k.jsonl
[ -f $fv ] || python3 bench/mkdata.py 290000 $fv --verl
cat $fv > /dev/null
pv="--preset verl"
s3="$bin/papo-verify $pv $fv > $d/v && $bin/papo-advantage $pv --mode grpo \
    $d/v > $d/av && $bin/papo-stats $pv $d/av"
p3="$bin/papo-verify $pv $fv | $bin/papo-advantage $pv --mode grpo |
    $bin/papo-stats $pv"
prounds=${I25_PIPE_ROUNDS:-3}
i=0
while [ $i -lt "$prounds" ]; do
	if [ $((i % 2)) = 0 ]; then
		i25_run seqg "$s1"; i25_run pipeg "$p1"
		i25_run seqc "$s2"; i25_run pipec "$p2"
		i25_run seqv "$s3"; i25_run pipev "$p3"
	else
		i25_run pipev "$p3"; i25_run seqv "$s3"
		i25_run pipec "$p2"; i25_run seqc "$s2"
		i25_run pipeg "$p1"; i25_run seqg "$s1"
	fi
	i=$((i + 1))
done
load2=$(load)
if [ "$prounds" -gt 0 ]; then
	sh -c "$p1" > $d/out1
	$bin/papo-stats $d/a > $d/out2
	sh -c "$p2" > $d/out3
	sh -c "$p3" > $d/out4
	$bin/papo-stats $pv $d/av > $d/out5
	cmp -s $d/out1 $d/out2 && cmp -s $d/out3 $d/out2 &&
	    cmp -s $d/out4 $d/out5 || {
		echo "bench-issue25: a pipe's table differs from the" \
		    "sequence's" >&2
		exit 1
	}
fi
rm -f $d/v $d/a $d/av $d/out1 $d/out2 $d/out3 $d/out4 $d/out5

# 3: the default memory on a 2 GB input (bench-memory.sh's)
mem=
if [ "${I25_MEM:-1}" != 0 ]; then
	fm=bench/data/mem-2g.jsonl
	mem_2g $fm
	sync $fm
	cat $fm > /dev/null
	mem_one() {	# LIMIT (KiB or unlimited) CMD: "rss_mib seconds status"
		/usr/bin/time -f "%M %e %x" -o $d/t sh -c \
		    "ulimit -d $1; $2" > $d/mem.out 2> /dev/null || true
		awk '{ printf "%.0f %.1f %s\n", $1 / 1024, $2, $3 }' $d/t |
		    tail -1
	}
	m1=$(mem_one unlimited "$bin/papo-advantage $fm")
	mv $d/mem.out $d/mem.want
	m2=$(mem_one unlimited "cat $fm | $bin/papo-advantage")
	cmp -s $d/mem.out $d/mem.want && o2=identical || o2=DIFFERENT
	m3=$(mem_one 2097152 "cat $fm | $bin/papo-advantage")
	cmp -s $d/mem.out $d/mem.want && o3=identical || o3=DIFFERENT
	rm -f $d/mem.out $d/mem.want
	budget=$(free -m | awk '/Mem:/ { printf "%d", $2 / 4 }')
	mem_row() {	# NAME LIMIT BUDGET RESULT OUTPUT
		set -- "$1" "$2" "$3" $4 "$5"
		echo "| $1 | $2 | $3 | $4 | $(le $4 $3) | $5 | $6 | $7 |"
	}
	mem="$(mem_row "\`papo-advantage F\`" none $budget "$m1" "the file's")
$(mem_row "\`cat F \\| papo-advantage\`" none $budget "$m2" $o2)
$(mem_row "\`cat F \\| papo-advantage\`" "2 GiB" 1024 "$m3" "$o3 (spilled)")"
	mem_mb=$(du -m $fm | cut -f1)
fi
# 5: a coprocess's memory under --group-size: V through a pipe, and V
# twice (a run twice as long), against --contiguous, which holds one
# group; peak resident size (GNU time), one run each
cop_one() {	# CMD: peak RSS in MiB; output in $d/cop.out
	/usr/bin/time -f "%M" -o $d/t sh -c "$1" > $d/cop.out \
	    2> /dev/null || true
	awk '{ printf "%.0f\n", $1 / 1024 }' $d/t | tail -1
}
g8="$adv --group-size 8"
$g8 $v > $d/cop.want
c1=$(cop_one "cat $v | $g8")
cmp -s $d/cop.out $d/cop.want && co1=identical || co1=DIFFERENT
c2=$(cop_one "cat $v $v | $g8")
c3=$(cop_one "cat $v | $g8 --contiguous")
cmp -s $d/cop.out $d/cop.want && co3=identical || co3=DIFFERENT
rm -f $d/cop.out $d/cop.want
cmax=$(awk -v a="$c1" -v b="$c2" 'BEGIN { print (a > b ? a : b) }')
load3=$(load)
mb=$(du -m $v | cut -f1)
rm -f $v $d/self $d/self.sh $d/all $d/t

# the verdicts
r_gself=$(rmed gpipe gfile 4)
r_gall=$(rmed gpipe gfile 3)
r_gwall=$(rmed gpipe gfile 2)
r_cself=$(rmed cpipe cfile 4)
r_call=$(rmed cpipe cfile 3)
r_cwall=$(rmed cpipe cfile 2)
# the floor of a pipe: the file's run plus what the minimal reader pays
# over the file's mapping (keeping the bytes as gathering does, or only
# reading them as --contiguous does), against the file's run
f_gself=$(fmed gfile gfile pkeep pfile 4)
f_gall=$(fmed gfile gfile pkeep pfile 3)
f_cself=$(fmed cfile cfile pread pfile 4)
f_call=$(fmed cfile cfile pread pfile 3)
r_sgw=$(rmed pipeg seqg 2)
r_sgc=$(rmed pipeg seqg 3)
r_scw=$(rmed pipec seqc 2)
r_scc=$(rmed pipec seqc 3)
r_svw=$(rmed pipev seqv 2)
r_svc=$(rmed pipev seqv 3)
w_g=$(rmed gfile wc 4)
w_c=$(rmed cfile wc 4)
w_gw=$(rmed gfile wc 2)
w_cw=$(rmed cfile wc 2)

row() {	# LABEL NAME: medians of wall, CPU of all, CPU of the reader
	echo "| $1 | $(med $2 2) | $(med $2 3) | $(med $2 4) |"
}
{
	echo "## Issue 25's measures in one run"
	echo
	echo "\`make bench-issue25\` (bench/bench-issue25.sh), $(date -u +%Y-%m-%d)" \
	    "$start-$(date -u +%H:%M) UTC,"
	echo "$(machine), $(free -g | awk '/Mem:/ { print $2 }') GiB,"
	echo "shared with other work: load average $load0 at the start, $load1"
	echo "after the reader's rounds, $load2 after the pipes', $load3 at the end."
	echo "V: $f verified ($mb MB, 290,000 records, groups of eight"
	echo "in a row); \`--mode grpo\` throughout (no judge). $rounds rounds of the"
	echo "reader's commands and $prounds of the pipes', interleaved (each command"
	echo "once a round, the order reversed every other round); medians of the"
	echo "rounds, and for a ratio the median of the rounds' own ratios. Wall"
	echo "seconds; CPU seconds (user + system) of every process the command"
	echo "started (cat's included), and of the reader's process alone."
	echo
	echo "| bound | judged on | measured | bound | verdict |"
	echo "|---|---|---|---|---|"
	echo "| a pipe read within 1.3x of the file, gathering | the reader's CPU | $r_gself (its floor $f_gself) | 1.3 | $(le $r_gself 1.3) |"
	echo "| the same, \`--contiguous\` | the reader's CPU | $r_cself (its floor $f_cself) | 1.3 | $(le $r_cself 1.3) |"
	echo "| the README's gathering pipe at or under its stages | wall, and CPU of every process | $r_sgw, $r_sgc | 1.0 | $(le $r_sgw 1.0), $(le $r_sgc 1.0) |"
	echo "| the README's \`--contiguous\` pipe at or under its stages | wall, and CPU of every process | $r_scw, $r_scc | 1.0 | $(le $r_scw 1.0), $(le $r_scc 1.0) |"
	echo "| the README's verl pipe at or under its stages | wall, and CPU of every process | $r_svw, $r_svc | 1.0 | $(le $r_svw 1.0), $(le $r_svc 1.0) |"
	if [ -n "$mem" ]; then
		echo "| default memory bounded on 2 GB, pipe, no limit | peak RSS / budget, MiB | ${m2%% *} / $budget | budget | $(le ${m2%% *} $budget) |"
		echo "| the same under a 2 GiB data limit | peak RSS / budget, MiB | ${m3%% *} / 1024 | budget | $(le ${m3%% *} 1024) |"
	fi
	echo "| a coprocess under \`--group-size 8\` holds its open groups, not its input | peak RSS, MiB: V, V twice through a pipe | $c1, $c2 | 2 x \`--contiguous\`'s $c3 | $(le $cmax $((2 * c3))) |"
	echo "| the floor: papo-advantage on a file / \`wc -l\`, gathering | CPU of the process | $w_g | 3 (aim) | $(le $w_g 3) |"
	echo "| the same, \`--contiguous\` | CPU of the process | $w_c | 3 (aim) | $(le $w_c 3) |"
	echo
	echo "Why these measures. Reading is the reader's act: its own CPU is"
	echo "what the reader's code decides, and what a user waiting on a"
	echo "loaded machine pays for it. The writer's CPU (cat's here) is not"
	echo "the reader's: in the README's pipes the writer is papo-verify,"
	echo "which writes into a pipe what it would otherwise write into a"
	echo "file, so it is counted where it belongs, in the pipes against"
	echo "their stages, which count every process. Wall is shown too, but"
	echo "on this shared machine a pipe's two processes run on two cores"
	echo "when they can, and wall then says how busy the machine was more"
	echo "than what reading costs. A pipe against its stages is judged on"
	echo "both wall (what a user waits for: the reason to pipe) and the"
	echo "CPU of every process (what it costs a shared node). Memory is"
	echo "judged on the peak resident size against the budget the man page"
	echo "states (a quarter of the memory, at most half of \`ulimit -d\`);"
	echo "the floor on CPU: \`wc -l\` needs a few hundredths of a second"
	echo "of CPU, and its wall on a shared machine is mostly waiting for a"
	echo "core."
	echo
	echo "### 1. Reading a pipe against reading the file, and its floor"
	echo
	echo "| command | wall | CPU, all | CPU, reader |"
	echo "|---|---|---|---|"
	row "\`wc -l V\`" wc
	row "\`papo-advantage V\` (gathering)" gfile
	row "\`cat V \\| papo-advantage\`" gpipe
	row "\`papo-advantage --contiguous V\`" cfile
	row "\`cat V \\| papo-advantage --contiguous\`" cpipe
	row "\`pipe-probe file < V\` (the file mapped, lines counted)" pfile
	row "\`cat V \\| pipe-probe read\` (the one copy out, nothing kept)" pread
	row "\`cat V \\| pipe-probe tmpsplice\` (kept as gathering keeps it)" pkeep
	echo
	echo "| pipe / file | wall | CPU, all | CPU, reader | floor, all | floor, reader |"
	echo "|---|---|---|---|---|---|"
	echo "| gathering | $r_gwall | $r_gall | $r_gself | $f_gall | $f_gself |"
	echo "| \`--contiguous\` | $r_cwall | $r_call | $r_cself | $f_call | $f_cself |"
	echo
	echo "A bound under its floor cannot be met by any reader: what is left"
	echo "is the kernel's cost of taking and keeping the pipe's bytes."
	echo
	echo "The floor: the ratio a reader would reach that did what the file's"
	echo "run does plus only what taking the pipe's bytes costs, measured by"
	echo "the minimal reader in the same round: (file's run + probe - probe"
	echo "\`file\`) / file's run, the probe \`tmpsplice\` for gathering (the"
	echo "copy into the page cache of an unnamed file, which a gathered pipe"
	echo "must hold whole), \`read\` for \`--contiguous\` (the one copy out of"
	echo "the pipe). Outputs: the pipe's are the file's, byte for byte,"
	echo "both ways (checked)."
	echo
	echo "### 2. The README's pipes against their stages one after another"
	echo
	echo "F: $f; the verl pipe's $fv, the same records as"
	echo "verl dumps them (bench/mkdata.py --verl: no group id, each step's"
	echo "records scattered); the stages through files in bench/data."
	echo
	echo "| command | wall | CPU, all |"
	echo "|---|---|---|"
	echo "| the three one after another, gathering | $(med seqg 2) | $(med seqg 3) |"
	echo "| \`papo-verify F \\| papo-advantage \\| papo-stats\` | $(med pipeg 2) | $(med pipeg 3) |"
	echo "| the three one after another, \`--contiguous\` | $(med seqc 2) | $(med seqc 3) |"
	echo "| \`papo-verify F \\| papo-advantage --contiguous \\| papo-stats\` | $(med pipec 2) | $(med pipec 3) |"
	echo "| the three one after another, \`--preset verl\` | $(med seqv 2) | $(med seqv 3) |"
	echo "| \`papo-verify --preset verl F \\| papo-advantage --preset verl --mode grpo \\| papo-stats --preset verl\` | $(med pipev 2) | $(med pipev 3) |"
	echo
	echo "Pipe / sequence, medians of the rounds' ratios: gathering $r_sgw"
	echo "wall, $r_sgc CPU; \`--contiguous\` $r_scw wall, $r_scc CPU; verl"
	echo "$r_svw wall, $r_svc CPU. The"
	echo "pipes' tables are the sequence's (checked)."
	echo
	if [ -n "$mem" ]; then
		echo "### 3. The default memory on a 2 GB input"
		echo
		echo "bench/data/mem-2g.jsonl ($mem_mb MB, 4.2 million records in"
		echo "525,000 groups of eight scattered over the file), default mode,"
		echo "no -S; one run each; peak resident size (GNU time)."
		echo
		echo "| command | ulimit -d | budget (MiB) | peak RSS (MiB) | within | seconds | status | output |"
		echo "|---|---|---|---|---|---|---|---|"
		echo "$mem"
		echo
	fi
	echo "### 4. The floor against \`wc -l\`"
	echo
	echo "papo-advantage on V / \`wc -l V\`, medians of the rounds' ratios:"
	echo "gathering $w_g CPU ($w_gw wall), \`--contiguous\` $w_c CPU ($w_cw"
	echo "wall); the aim is 3."
	echo
	echo "### 5. A coprocess's memory under \`--group-size\`"
	echo
	echo "V ($mb MB, groups of eight in a row) through a pipe, as a trainer"
	echo "sends its groups to a coprocess; one run each; peak resident size"
	echo "(GNU time). Each group is written once complete and its records"
	echo "let go: what is held is the open groups and what waits behind the"
	echo "first of them, not what was read."
	echo
	echo "| command | peak RSS (MiB) | output |"
	echo "|---|---|---|"
	echo "| \`cat V \\| papo-advantage --group-size 8\` | $c1 | $co1 (the file's) |"
	echo "| \`cat V V \\| papo-advantage --group-size 8\` | $c2 | |"
	echo "| \`cat V \\| papo-advantage --group-size 8 --contiguous\` | $c3 | $co3 |"
} > bench/results/issue25.md
rm -f $d/runs
rmdir $d 2> /dev/null || true
cat bench/results/issue25.md
