#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon11-unexpanded.sh: re-scoring a trainer's step files on
# Slurm, a researcher sets PAPO_IN=/shared/dumps/*.jsonl, as the
# README's verl pipe names them; papo-shards.sbatch passes it quoted,
# and every task stopped with "cannot open '/shared/dumps/*.jsonl': No
# such file or directory" and nothing more, which reads as a missing
# file.  A name holding a pattern's characters that is not there is now
# said to be a pattern no shell expanded, with the ways out (the files,
# or their directory, which every tool reads in step order).  Patterns
# generated (*, ?, [...] in the folder or the file name), for the four
# tools and through the job script; a missing name without them, and a
# file whose name holds them, are as before.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon11-unexpanded

mkdir -p dumps
for s in 1 2 3; do
	for g in 0 1; do
		for k in 0 1; do
			printf '{"uid":"s%d-g%d","step":%d,"problem":"%d+%d?","answer":"%d","response":"\\\\boxed{%d}","r_out":%d,"r_proc":1}\n' \
			    $s $g $s $s $g $((s + g)) $((s + g + k)) $((k == 0))
		done
	done > "dumps/step_$s.jsonl"
done
hint="(a pattern no shell expanded: quoted, or matching nothing; name the files, or their directory)"

for pat in 'dumps/*.jsonl' 'dumps/step_?.jsonl' 'dumps/step_[0-9].jsonl' \
    'dump[s]/step_1.jsonl' 'd*/step_1.jsonl' 'dumps/*.jsonl.gz'; do
	for tool in papo-verify papo-judge papo-advantage papo-stats; do
		args=
		[ $tool = papo-judge ] && args="-e http://127.0.0.1:9/v1"
		# shellcheck disable=SC2086
		$tool -q $args "$pat" > out.txt 2> err.txt
		step -o err.txt "$tool '$pat': 66" [ $? -eq 66 ]
		step -o err.txt "$tool '$pat': said to be a pattern" grep -qF \
		    "$tool: cannot open '$pat': No such file or directory $hint" \
		    err.txt
	done
done

# no pattern's characters: as before
papo-verify -q dumps/step_9.jsonl > out.txt 2> err.txt
step -o err.txt "a missing file: 66" [ $? -eq 66 ]
step -o err.txt "a missing file: no word of patterns" grep -qx \
    "papo-verify: cannot open 'dumps/step_9.jsonl': No such file or directory" \
    err.txt
# a file whose name holds them is read
cp dumps/step_1.jsonl 'dumps/step[1]*.jsonl'
papo-verify -q 'dumps/step[1]*.jsonl' > out.txt 2> err.txt
step -o err.txt "a file named with [ ] and *: read" [ $? -eq 0 ]
rm 'dumps/step[1]*.jsonl'

# through the job script, as a task runs it (no scheduler: the task's
# variables set by hand; a task stops before its judge is asked)
mkdir -p run
PAPO_IN="$PWD/dumps/*.jsonl" PAPO_OUT=$PWD/run PAPO_SHARDS=2 \
    PAPO_ENDPOINTS=http://127.0.0.1:9/v1 SLURM_ARRAY_TASK_ID=0 \
    bash "$TOP/examples/slurm/papo-shards.sbatch" > task.log 2>&1
step -o task.log "papo-shards.sbatch, PAPO_IN a pattern: fails" [ $? -ne 0 ]
step -o task.log "papo-shards.sbatch, PAPO_IN a pattern: said so" grep -qF \
    "papo-verify: cannot open '$PWD/dumps/*.jsonl': No such file or directory $hint" \
    task.log
