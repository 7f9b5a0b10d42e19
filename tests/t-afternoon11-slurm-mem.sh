#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon11-slurm-mem.sh: a researcher re-scores logged rollouts in
# Slurm array tasks, each given its memory (sbatch --mem, or
# --mem-per-cpu), on nodes with far more.  papo-advantage's budget
# without -S was a quarter of the node's physical memory, and -S N%
# a share of it: a task of 1 GiB on a 512 GiB node took 128 GiB
# before it spilled, and was killed by the cgroup or Slurm instead.
# The budget is now a quarter of the memory the process may use: the
# physical memory, or less under a cgroup's limit (unit-tested in
# check_memory) or the Slurm allocation (SLURM_MEM_PER_NODE, else
# SLURM_MEM_PER_CPU times SLURM_CPUS_ON_NODE).  Spilling is seen by an
# unwritable -T: it stops 74 naming it.  Generated inputs of several
# sizes against allocations below and above a quarter of them; the
# output is the same spilled or not.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon11-slurm-mem

# gen N PAD: N groups of 4 records over 3 steps, PAD bytes of text each
gen() {
	awk -v n="$1" -v pad="$2" 'BEGIN {
		s = sprintf("%" pad "s", ""); gsub(/ /, "x", s)
		for (g = 0; g < n; g++)
			for (k = 0; k < 4; k++)
				printf "{\"group\":\"g%d\",\"step\":%d,\"r_out\":%d,\"r_proc\":%s,\"text\":\"%s\"}\n",
				    g, g % 3, (g + k) % 3 == 0, (k % 2) ? "1" : "0.5", s
	}'
}

unset SLURM_MEM_PER_NODE SLURM_MEM_PER_CPU SLURM_CPUS_ON_NODE
for size in 800:200 1500:300 3000:400; do
	gen "${size%:*}" "${size#*:}" > in.jsonl
	bytes=$(wc -c < in.jsonl)
	papo-advantage -q -T "$PWD/no/such/dir" in.jsonl > ref.jsonl 2> err.txt
	step -o err.txt "$bytes bytes: no allocation, gathered in memory" \
	    [ $? -eq 0 ]
	# an allocation (in MB, rounded up) a quarter of which the input
	# passes: at most bytes / 2 + 256K, under bytes from 512K up
	step "$bytes bytes: over 512K" [ "$bytes" -gt 524288 ]
	mb=$((bytes * 2 / 1048576 + 1))
	for env in "SLURM_MEM_PER_NODE=$mb" \
	    "SLURM_MEM_PER_CPU=$mb SLURM_CPUS_ON_NODE=1" \
	    "SLURM_MEM_PER_CPU=1 SLURM_CPUS_ON_NODE=$mb"; do
		env $env papo-advantage -q -T "$PWD/no/such/dir" in.jsonl \
		    > out.jsonl 2> err.txt
		step -o err.txt "$bytes bytes, $env: spills (74, -T named)" \
		    [ $? -eq 74 ]
		step -o err.txt "$bytes bytes, $env: the message names -T" \
		    grep -q "temporary file in '$PWD/no/such/dir' (-T" err.txt
		env $env papo-advantage -q in.jsonl > out.jsonl 2> err.txt
		step -o err.txt "$bytes bytes, $env: spilled, same output" \
		    cmp -s out.jsonl ref.jsonl
		# -S in % is of the allocation too (a tenth of it, under the input)
		env $env papo-advantage -q -S 10% -T "$PWD/no/such/dir" \
		    in.jsonl > out.jsonl 2> err.txt
		step -o err.txt "$bytes bytes, $env, -S 10%: spills" \
		    [ $? -eq 74 ]
	done
	# an allocation four times over the input leaves it in memory
	big=$((bytes * 16 / 1048576 + 1))
	SLURM_MEM_PER_NODE=$big papo-advantage -q -T "$PWD/no/such/dir" \
	    in.jsonl > out.jsonl 2> err.txt
	step -o err.txt "$bytes bytes, $big MB: in memory, same output" \
	    cmp -s out.jsonl ref.jsonl
	# 0 is Slurm's "all of the node's memory"
	SLURM_MEM_PER_NODE=0 papo-advantage -q -T "$PWD/no/such/dir" \
	    in.jsonl > out.jsonl 2> err.txt
	step -o err.txt "$bytes bytes, SLURM_MEM_PER_NODE=0: in memory" \
	    cmp -s out.jsonl ref.jsonl
done
