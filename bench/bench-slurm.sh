#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-slurm.sh: examples/slurm's array and merge jobs on the four-node
# test cluster against the same pipeline in one process, and Slurm's
# own cost per task (an array of empty tasks and a dependent job).
#
# Writes bench/results/slurm.md.  The cluster is tests/cluster/slurm.sh's
# (four slurmd on this machine, run as root), the judge the test
# stand-in on loopback; the input 100k records of bench/mkdata.py.  The
# nodes share this machine's cores, so the array cannot be faster than
# one process here: what it measures is what the scheduler adds, for
# choosing a number of shards.  PAPO_BIN names the programs' directory.
set -eu
cd "$(dirname "$0")/.."
top=$PWD
bin=$(cd "${PAPO_BIN:-bin}" && pwd)
build=$(cd "${PAPO_BUILD:-build}" && pwd)
PATH=$bin:$build/tests/helpers:$PATH
export PATH
# tests/lib.sh's fail and traps; the cluster's start and stop
. tests/lib.sh
. tests/cluster/slurm.sh
in=$top/bench/data/rollouts-100k.jsonl
[ -f "$in" ] || python3 bench/mkdata.py 100000 "$in"
work=$top/bench/data/slurm
rm -rf "$work"
mkdir -p "$work"
portfile=$work/port
start_standin
cluster_start "$work/cluster"

# now in microseconds
now() { echo $(($(date +%s%N) / 1000)); }
# secs MICROSECONDS: seconds to two decimals
secs() { awk -v t="$1" 'BEGIN { printf "%.2f", t / 1e6 }'; }

# one process: what each task does, over the whole input
t0=$(now)
papo-verify -q "$in" |
    papo-judge -q -r 3-tier-answer --cache "$work/one.sqlite" -e "$url" |
    papo-advantage > "$work/one.adv"
papo-stats -f partial "$work/one.adv" > "$work/one.partial"
papo-stats --merge -f tsv "$work/one.partial" > "$work/one.tsv"
t_one=$(($(now) - t0))

# done_job ID: job ID has ended (a job still pending or running after
# ten minutes fails the benchmark)
done_job() {
	[ $(($(now) - t0)) -lt 600000000 ] || fail "job $1: not done in 10 min"
	case $(scontrol show job "$1" 2> /dev/null |
	    sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p') in
	COMPLETED) return 0 ;;
	FAILED|CANCELLED|TIMEOUT|NODE_FAIL) fail "job $1 failed" ;;
	PENDING) scontrol show job "$1" | grep -q 'Reason=DependencyNeverSat' &&
	    fail "job $1: a job it depends on failed" ;;
	*) return 1 ;;
	esac
}

# the array and its merge, submitted to the merge's end
rows=
for n in 4 8 16; do
	out=$work/run$n
	t0=$(now)
	PAPO_IN=$in PAPO_OUT=$out PAPO_SHARDS=$n PAPO_ENDPOINTS=$url \
	    PAPO_JUDGE_ARGS="-r 3-tier-answer" sh examples/slurm/submit.sh > "$work/jobs" || fail "submit.sh"
	read array merge < "$work/jobs"
	until done_job "$merge"; do sleep 0.1; done
	t=$(($(now) - t0))
	cmp -s "$out/stats.tsv" "$work/one.tsv" ||
	    fail "$n shards: the statistics differ from one process's"
	eval "t_$n=$t"
	rows="$rows| $n | $(secs $t) | $(awk -v a=$t -v b=$t_one \
	    'BEGIN { printf "%.2f", a / b }') |
"
done

# Slurm alone: N empty tasks, then a dependent empty job
printf '#!/bin/sh\ntrue\n' > "$work/empty.sbatch"
empty=
for n in 8 32; do
	t0=$(now)
	a=$(sbatch --parsable --chdir="$work" -o /dev/null --array=0-$((n - 1)) \
	    "$work/empty.sbatch")
	m=$(sbatch --parsable --chdir="$work" -o /dev/null \
	    --dependency=afterok:"${a%%;*}" "$work/empty.sbatch")
	until done_job "${m%%;*}"; do sleep 0.1; done
	t=$(($(now) - t0))
	empty="$empty| $n | $(secs $t) | $(awk -v t=$t -v n=$n \
	    'BEGIN { printf "%.2f", t / 1e6 / n }') |
"
done
cluster_stop
stop_standin
pids=

{
	echo "## Slurm: the array job against one process (bench/bench-slurm.sh)"
	echo
	echo "\`make bench-slurm\` on the four-node test cluster of"
	echo "\`tests/cluster/slurm.sh\` (four slurmd on this $(nproc)-core machine,"
	echo "Slurm $(sinfo -V | sed 's/slurm[^ ]* //'), the stand-in judge on loopback):"
	echo "\`examples/slurm/submit.sh\` (array of N tasks, each"
	echo "\`papo-verify --shard | papo-judge | papo-advantage\` and its"
	echo "papo-stats partial, then the afterok merge job) over 100k records"
	echo "($(wc -l < "$in") lines, $(($(wc -c < "$in") / 1048576)) MiB), from submission to the"
	echo "merge's end, polled every 0.1 s; against the same stages in one"
	echo "process: $(secs $t_one) s. The nodes share the machine's cores, so"
	echo "no speed-up is possible here; the difference is the scheduler's."
	echo "One run each (noisy shared machine)."
	echo
	echo "| shards | array + merge (s) | / one process |"
	echo "|---|---|---|"
	printf '%s' "$rows"
	echo
	echo "From 4 to 16 shards, each task more added"
	echo "$(secs $(( (t_16 - t_4) / 12 ))) s: Slurm's own cost (below) and a read of the whole"
	echo "input, since every task's \`papo-verify --shard\` parses each line to"
	echo "find its group. A task should have minutes of work, not seconds."
	echo
	echo "Slurm alone: an array of N empty tasks and an afterok job after it"
	echo "(the cost of the scheduling itself, per task):"
	echo
	echo "| tasks | wall (s) | per task (s) |"
	echo "|---|---|---|"
	printf '%s' "$empty"
} > bench/results/slurm.md
cat bench/results/slurm.md
