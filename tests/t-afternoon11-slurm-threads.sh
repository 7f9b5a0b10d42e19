#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon11-slurm-threads.sh: re-scoring in Slurm array tasks of a
# few CPUs each, on a cluster that binds no task to its CPUs (TaskPlugin
# task/none, Slurm's default): every tool started one OpenMP thread a
# CPU of the node, in every task, three tools a task.  Without -j and
# OMP_NUM_THREADS the tools now start no more than the job's CPUs on
# its node (SLURM_CPUS_ON_NODE); -j and OMP_NUM_THREADS still decide
# when given.  The threads are the OpenMP runtime's teams, as it says
# them (OMP_DISPLAY_AFFINITY).  A
# generator of settings against this machine's CPUs (nproc): on one
# CPU every case is one thread, and the test cannot tell main from the
# fix.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon11-slurm-threads

P=$(nproc)
for i in $(seq 0 1499); do
	printf '{"group":"g%d","step":%d,"problem":"What is %d+1?","answer":"%d","response":"So the answer is \\\\boxed{%d}.","r_out":%d,"r_proc":1}\n' \
	    $((i / 4)) $((i % 3)) $i $((i + 1)) $((i + i % 2)) $(((i + 1) % 2))
done > in.jsonl

# threads TOOL WANT ENV... [-- OPTION...]: TOOL under ENV (and OPTION)
# runs its parallel regions on WANT threads, and ends as usual.  The
# OpenMP runtime says each region's team as it starts
# (OMP_DISPLAY_AFFINITY; a team of one is not said)
threads() {
	tool=$1 want=$2
	shift 2
	env=
	while [ $# -gt 0 ] && [ "$1" != -- ]; do
		env="$env $1"
		shift
	done
	[ $# -gt 0 ] && shift
	# shellcheck disable=SC2086
	env -u OMP_NUM_THREADS -u SLURM_CPUS_ON_NODE $env \
	    OMP_DISPLAY_AFFINITY=true OMP_AFFINITY_FORMAT='omp-team %N' \
	    $tool -q "$@" in.jsonl > out.txt 2> err.txt
	rc=$?
	n=$(sed -n 's/^omp-team //p' err.txt | sort -n | tail -n 1)
	step -o err.txt "$tool$env $*: ends as usual" [ "$rc" -eq 0 ]
	step -o err.txt "$tool$env $*: $want threads (not ${n:-1})" \
	    [ "${n:-1}" -eq "$want" ]
}

for tool in papo-verify papo-advantage papo-stats; do
	threads $tool "$P"
	threads $tool 1 SLURM_CPUS_ON_NODE=1
	threads $tool "$P" SLURM_CPUS_ON_NODE=$((P + 3))
	[ "$P" -gt 2 ] && threads $tool 2 SLURM_CPUS_ON_NODE=2
	threads $tool "$P" SLURM_CPUS_ON_NODE=0
	threads $tool "$P" SLURM_CPUS_ON_NODE=two
	threads $tool 2 SLURM_CPUS_ON_NODE=1 OMP_NUM_THREADS=2
	threads $tool 2 SLURM_CPUS_ON_NODE=1 -- -j 2
	threads $tool 1 OMP_NUM_THREADS=1
done
