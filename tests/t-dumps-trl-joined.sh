#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-trl-joined.sh: TRL's completions files of several steps
# joined into one file, as users get them whole: the Hub dataset
# GRPOTrainer fills under log_completions_hub_repo (a CommitScheduler
# over completions/*.parquet), loaded whole and written with
# to_json(orient="records", lines=True), or pd.concat of the Parquet
# files.  huggingface/trl @ f2cd577 (2026-07-24), GRPOTrainer.__init__
# and GRPOTrainer.log: a file a logging step, a generation's rows
# again at each logging step of its window (num_iterations > 1:
# tests/t-dumps-trl-iterations.sh), so a joined file holds a step's
# rows again, line for line but for 'step'.  --preset trl left out
# such files named one by one, but read the joined file whole: each
# generation counted once a step that logged it (num_iterations 2,
# logging_steps 1: 6 steps for 3 generations, exit 0).  Now every tool
# refuses it (65), naming the file and the first repeated line, and
# gives the jq that writes a file a step; papo reads those as
# t-dumps-trl-iterations' folder, a generation once.  A joined file of
# no repeats (num_iterations 1) is read as its files.  The dumps:
# tests/frameworks/trl-iterations/make-dump.py, joined in step order
# (Python's json, and compact as pandas writes).
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
command -v jq > /dev/null || fail "jq is not installed"
gen=$TOP/tests/frameworks/trl-iterations/make-dump.py

# num_iterations logging_steps max_steps prompts generations seed
for c in "2 1 6 2 4 1" "4 1 8 3 4 2" "3 2 12 2 8 3" "8 4 16 3 4 7"; do
	set -- $c
	v="(num_iterations $1, logging_steps $2, $3 steps)"
	rm -rf completions split
	python3 "$gen" completions "$@" | awk '{ printf "%s %d %d %.12f\n",
	    $1, $2, $3, $4 / $2 }' > want || fail "make-dump.py $c"
	cat completions/*.jsonl > joined.jsonl
	jq -c . joined.jsonl > compact.jsonl
	# the first line of a repeated step, and the step before it
	first=$(python3 -c '
import json, sys
runs = []
for n, l in enumerate(open(sys.argv[1]), 1):
    r = json.loads(l)
    s = r.pop("step")
    if not runs or runs[-1][0] != s:
        runs.append([s, n, []])
    runs[-1][2].append(r)
print(next(b[1] for a, b in zip(runs, runs[1:]) if a[2] == b[2]))
' joined.jsonl)
	for t in joined compact; do
		papo-verify --preset trl $t.jsonl > v.jsonl 2> v.err
		step -o v.err "$v $t: papo-verify exits 65" [ $? -eq 65 ]
		step -o v.err "$v $t: the file and line of the repeated step" \
		    grep -q "^papo-verify: $t.jsonl:$first: the records of 'step' .* are those of 'step' .* again, line for line, but for their 'step': TRL's completions files of several steps joined" v.err
		step -o v.jsonl "$v $t: nothing written" [ ! -s v.jsonl ]
		papo-advantage --preset trl --field reward=accuracy_reward \
		    -m grpo $t.jsonl > a.jsonl 2> a.err
		step -o a.err "$v $t: papo-advantage exits 65" [ $? -eq 65 ]
		papo-stats --preset trl -f tsv $t.jsonl > s.tsv 2> s.err
		step -o s.err "$v $t: papo-stats exits 65" [ $? -eq 65 ]
	done
	# the message's jq, run as it is given: a file a step, read once
	cmd=$(sed -n 's/.*(papo(7), PRESETS, trl): //p' v.err)
	mkdir split && (cd split && cp ../compact.jsonl . &&
	    sh -c "$cmd") ||
	    fail "$v the message's command: $cmd"
	rm split/compact.jsonl
	papo-verify -q --preset trl split/completions > v.jsonl 2> v.err
	papo-advantage -q --preset trl -m grpo v.jsonl > a.jsonl 2> a.err
	papo-stats --preset trl -f tsv -m responses,groups,accuracy a.jsonl \
	    > s.tsv 2> s.err
	step -o s.err "$v the pipeline, a file a step: exit 0" [ $? -eq 0 ]
	awk 'NR > 1 { printf "%s %s %s %.12f\n", $1, $2, $3, $4 }' s.tsv > got
	step -o got "$v a file a step: a generation once, at its first step" \
	    cmp -s got want
done

# a joined file of no repeats (a generation a step): read as its files
rm -rf completions
python3 "$gen" completions 1 1 4 2 4 5 > /dev/null || fail "make-dump.py"
cat completions/*.jsonl > joined.jsonl
papo-verify -q --preset trl joined.jsonl > v.jsonl 2> v.err
step -o v.err "no repeats: papo-verify exits 0" [ $? -eq 0 ]
papo-advantage -q --preset trl -m grpo v.jsonl > a.jsonl 2> a.err
papo-stats --preset trl -f tsv -m responses,groups,accuracy a.jsonl \
    > s.tsv 2> s.err
step -o s.err "no repeats: the pipeline exits 0" [ $? -eq 0 ]
papo-verify -q --preset trl completions > v2.jsonl 2> /dev/null
papo-advantage -q --preset trl -m grpo v2.jsonl > a2.jsonl 2> /dev/null
papo-stats --preset trl -f tsv -m responses,groups,accuracy a2.jsonl \
    > s2.tsv 2> /dev/null
step -o s.tsv "no repeats: the statistics of its files" cmp -s s.tsv s2.tsv
step -o s.tsv "no repeats: four steps" [ "$(tail -n +2 s.tsv | wc -l)" -eq 4 ]
# one record that differs in the repeated step: read
rm -rf completions
python3 "$gen" completions 2 1 2 2 4 9 > /dev/null || fail "make-dump.py"
awk 'NR == 8 { sub(/ plus /, " plus  ") } { print }' \
    completions/completions_00002.jsonl > two
cat completions/completions_00001.jsonl two > joined.jsonl
papo-verify -q --preset trl joined.jsonl > v.jsonl 2> v.err
step -o v.err "a record that differs: read" [ $? -eq 0 ]
# without the preset nothing is looked at
cat completions/*.jsonl > joined.jsonl
papo-verify -q --field response=completion --field answer=solution \
    joined.jsonl > v.jsonl 2> v.err
step -o v.err "no preset: read" [ $? -eq 0 ]
steps_end
