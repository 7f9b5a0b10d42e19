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
# file whose name holds them, are as before; and the way out, the
# directory as PAPO_IN, gives two tasks and their merge one process's
# records and statistics.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon11-unexpanded

mkdir -p dumps
for s in 1 2 3; do
	for g in 0 1; do
		for k in 0 1; do
			printf '{"group":"s%d-g%d","step":%d,"problem":"%d+%d?","answer":"%d","response":"\\\\boxed{%d}","r_out":%d,"r_proc":1}\n' \
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

# the way out: the directory, its step files in step order, in two
# tasks and the merge, as one process gives them
start_standin
rm -rf run
for i in 0 1; do
	PAPO_IN=$PWD/dumps PAPO_OUT=$PWD/run PAPO_SHARDS=2 PAPO_ENDPOINTS=$url \
	    PAPO_JUDGE_ARGS="-r 3-tier-answer" SLURM_ARRAY_TASK_ID=$i \
	    bash "$TOP/examples/slurm/papo-shards.sbatch" > task.log 2>&1
	step -o task.log "PAPO_IN a directory: task $i succeeds" [ $? -eq 0 ]
done
PAPO_OUT=$PWD/run PAPO_SHARDS=2 PAPO_SLURM_DIR=$TOP/examples/slurm \
    bash "$TOP/examples/slurm/papo-merge.sbatch" > merge.log 2>&1
step -o merge.log "PAPO_IN a directory: the merge succeeds" [ $? -eq 0 ]
papo-verify -q dumps > v.jsonl &&
    papo-judge -q -e "$url" -r 3-tier-answer --cache run/judge.sqlite \
    v.jsonl > j.jsonl && papo-advantage -q j.jsonl > a.jsonl &&
    papo-stats -q -f tsv a.jsonl > one.tsv
step "PAPO_IN a directory: one process's run" [ $? -eq 0 ]
step "PAPO_IN a directory: the merged statistics are one process's" \
    cmp -s one.tsv run/stats.tsv
# every record once, the same but for the judge objects of what the
# single run took from the tasks' merged cache (cached, attempts)
nojudge() {
	python3 -c 'import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l); r.pop("judge", None); print(json.dumps(r, sort_keys=True))' "$1" | sort
}
nojudge run/adv.jsonl > merged.txt
nojudge a.jsonl > single.txt
step "PAPO_IN a directory: every record once" cmp -s merged.txt single.txt
step "PAPO_IN a directory: all 12 records" [ "$(wc -l < merged.txt)" -eq 12 ]
