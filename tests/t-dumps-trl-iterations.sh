#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-trl-iterations.sh: TRL's completions when one generation
# serves several optimizer steps.  huggingface/trl @ f2cd577
# (2026-07-24): GRPOTrainer keeps the logged prompts, completions,
# rewards and advantages in deques of generation_batch_size, never
# cleared, and GRPOTrainer.log writes them to completions_{step}.parquet
# at every logging step; a generation is made every num_iterations
# optimizer steps (steps_per_generation = gradient_accumulation_steps,
# the default), so with logging_steps below num_iterations each
# generation's rows are written again, the step aside.  --preset trl
# read each copy as a step of its own: num_iterations 2, logging_steps
# 1 gave 6 rows for 3 generations, each counted twice (a run's
# responses, its mean accuracy over steps, weighted by how often a
# generation was logged).  Now every tool leaves out a file that holds
# the file before it again but for the step, and says so; named alone
# it is read.  Dumps written by tests/frameworks/trl-iterations/
# make-dump.py as papo(7)'s conversion prints the Parquet files; the
# expected rows are the generator's, a generation once at the first
# step that logged it.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
gen=$TOP/tests/frameworks/trl-iterations/make-dump.py

# num_iterations logging_steps max_steps prompts generations seed
for c in "2 1 6 2 4 1" "4 1 8 3 4 2" "3 2 12 2 8 3" "4 3 12 2 4 4" \
    "1 1 4 2 4 5" "2 2 6 2 4 6" "8 4 16 3 4 7"; do
	set -- $c
	v="(num_iterations $1, logging_steps $2, $3 steps)"
	rm -rf completions
	python3 "$gen" completions "$@" | awk '{ printf "%s %d %d %.12f\n",
	    $1, $2, $3, $4 / $2 }' > want || fail "make-dump.py $c"
	nfiles=$(ls completions | wc -l)
	nwant=$(wc -l < want)
	papo-verify --preset trl completions > v.jsonl 2> v.err
	step -o v.err "$v papo-verify: exit 0" [ $? -eq 0 ]
	step -o v.err "$v papo-verify: each repeated file said" [ \
	    "$(grep -c 'skipped: its [0-9]* records are those of .* again but for their .step. (TRL logs its last generation again' v.err)" \
	    -eq $((nfiles - nwant)) ]
	papo-advantage --preset trl -m grpo v.jsonl > a.jsonl 2> a.err
	step -o a.err "$v papo-advantage: exit 0" [ $? -eq 0 ]
	papo-stats --preset trl -f tsv -m responses,groups,accuracy a.jsonl \
	    > s.tsv 2> s.err
	awk 'NR > 1 { printf "%s %s %s %.12f\n", $1, $2, $3, $4 }' s.tsv > got
	step -o got "$v a generation once, at its first logging step" \
	    cmp -s got want
	# each tool on the folder: the same files left out
	papo-stats --preset trl -f tsv -m responses,groups,accuracy \
	    completions > s2.tsv 2> s2.err
	step -o s2.err "$v papo-stats on the folder: the same steps and counts" \
	    [ "$(cut -f1-3 s2.tsv)" = "$(cut -f1-3 s.tsv)" ]
	step -o s2.err "$v papo-stats on the folder: said" [ \
	    "$(grep -c 'skipped: its' s2.err)" -eq $((nfiles - nwant)) ]
	papo-advantage --preset trl --field reward=accuracy_reward -m grpo \
	    completions > a2.jsonl 2> a2.err
	step -o a2.err "$v papo-advantage on the folder: the same records" \
	    [ "$(wc -l < a2.jsonl)" -eq "$(wc -l < a.jsonl)" ]
	papo-stats --preset trl -f tsv -m responses completions/*.jsonl \
	    > s3.tsv 2> /dev/null
	step "$v a glob of the files: the same steps" [ "$(cut -f1 s3.tsv)" \
	    = "$(cut -f1 s.tsv)" ]
	# a repeated file named alone is read, at its own step
	if [ $nfiles -gt $nwant ]; then
		r=$(sed -n 's/^papo-verify: \([^:]*\): skipped: its.*/\1/p' \
		    v.err | head -n 1)
		papo-stats --preset trl -f tsv -m responses "$r" > one.tsv \
		    2> one.err
		step -o one.err "$v $r alone: read" [ "$(tail -n 1 one.tsv |
		    cut -f2)" = "$(head -n 1 want | cut -d' ' -f2)" ]
	fi
	# gzip'd, as a folder: the same files left out
	rm -rf gz && mkdir gz
	for f in completions/*.jsonl; do
		gzip -c "$f" > "gz/${f##*/}.gz"
	done
	papo-stats --preset trl -f tsv -m responses,groups gz > sz.tsv \
	    2> /dev/null
	step "$v gzip'd: the same steps and counts" \
	    [ "$(cat sz.tsv)" = "$(cut -f1-3 s.tsv)" ]
	# without the preset nothing is left out
	papo-stats --field group=prompt --field step=step -f tsv \
	    -m responses completions > s4.tsv 2> /dev/null
	step "$v --field, no preset: every file read" \
	    [ "$(tail -n +2 s4.tsv | wc -l)" -eq "$nfiles" ]
done

# a file that differs from the one before in its last record, or holds
# one group more, or its step only: read
rm -rf completions
python3 "$gen" completions 2 1 2 2 4 9 > /dev/null || fail "make-dump.py"
cp completions/completions_00002.jsonl two
awk 'NR == 8 { sub(/ plus /, " plus  ") } { print }' two \
    > completions/completions_00002.jsonl
papo-stats --preset trl -f tsv -m responses completions > l.tsv 2> l.err
step -o l.err "a last record that differs: read" [ "$(tail -n +2 l.tsv |
    wc -l)" -eq 2 ]
step -o completions/completions_00002.jsonl "(the last record differs)" \
    [ "$(diff two completions/completions_00002.jsonl | grep -c '^>')" -eq 1 ]
{ cat two; tail -n 4 two | sed 's/What is /Again, what is /'; } \
    > completions/completions_00002.jsonl
papo-stats --preset trl -f tsv -m responses completions > l.tsv 2> l.err
step -o l.err "one group more: read" [ "$(tail -n +2 l.tsv | wc -l)" -eq 2 ]
sed 's/"step": 2/"step": 1/' two > completions/completions_00002.jsonl
papo-stats --preset trl -f tsv -m responses completions > l.tsv 2> l.err
step -o l.err "the same step too (a copy): read" sh -c '! grep -q skipped l.err'
