#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dump-dirs.sh: one behaviour for dump directories and empty input in
# every tool.  A directory operand is read as its .jsonl files at any
# depth in natural order (step_2 before step_10), as papo-stats --follow
# follows it: each tool's output on the directory is its output on those
# files named one by one; a preset's file steps and skipped files work
# through it; a directory without such a file is an error (66) naming
# what it holds.  An input without records (no line, or blank lines
# only) is said on standard error by every tool, exit status 0.
set -u
. "$TOP/tests/lib.sh"
fw="$TOP/tests/frameworks"

mkdir -p d/step_2 d/step_10 d/step_1/sub d/.hidden
for s in 1 2 10; do
	for k in 0 1; do
		printf '{"group":"q%d","step":%d,"problem":"%d+%d","answer":"%d","response":"\\\\boxed{%d}","r_proc":0.5}\n' \
		    $s $s $s $k $((s + k)) $((s + k * k))
	done
done > all.jsonl
grep '"step":1,' all.jsonl > d/step_1/sub/a.jsonl
grep '"step":2,' all.jsonl > d/step_2/a.jsonl
grep '"step":10,' all.jsonl > d/step_10/a.jsonl
echo 'not json' > d/.hidden/x.jsonl
echo 'not records' > d/step_2/notes.txt
set -- d/step_1/sub/a.jsonl d/step_2/a.jsonl d/step_10/a.jsonl

papo-verify -q d > dir.v 2> err.txt || fail "papo-verify d: $(cat err.txt)"
papo-verify -q "$@" > files.v 2> err.txt || fail "papo-verify: $(cat err.txt)"
step -o dir.v "papo-verify: a directory is its files in step order" \
    cmp dir.v files.v
step -o dir.v "papo-verify: steps 1, 2, 10 in that order" [ "$(jq -r \
    .step dir.v | uniq | tr '\n' ' ')" = "1 2 10 " ]
mkdir -p v && cp dir.v v/verified.jsonl
papo-advantage v > dir.a 2> err.txt || fail "papo-advantage v: $(cat err.txt)"
papo-advantage dir.v > files.a 2> err.txt || fail "$(cat err.txt)"
step -o dir.a "papo-advantage: a directory is its files" cmp dir.a files.a
papo-stats -f tsv d > dir.s 2> dir.err
papo-stats -f tsv "$@" > files.s 2> files.err
step -o dir.s "papo-stats: a directory is its files" eval \
    "cmp dir.s files.s && cmp dir.err files.err"
papo-judge --dry-run -m m --select all --rubric 3-tier-answer d \
    > dir.j 2> err.txt || fail "papo-judge d: $(cat err.txt)"
papo-judge --dry-run -m m --select all --rubric 3-tier-answer "$@" \
    > files.j 2> err.txt || fail "papo-judge: $(cat err.txt)"
sed 's/-[0-9a-f]\{16\}>/-T>/g' dir.j > dir.jt
sed 's/-[0-9a-f]\{16\}>/-T>/g' files.j > files.jt
step -o dir.jt "papo-judge: a directory is its files" cmp dir.jt files.jt

# a preset's dump directory: the step from the file names, the metrics
# file skipped, as when the files are named
papo-stats --preset skyrl -f tsv -m responses,accuracy \
    "$fw/skyrl/dumped_evals" > sky.dir 2> sky.err ||
    fail "papo-stats --preset skyrl DIR: $(cat sky.err)"
papo-stats --preset skyrl -f tsv -m responses,accuracy \
    "$fw"/skyrl/dumped_evals/*/*.jsonl > sky.files 2> /dev/null ||
    fail "papo-stats --preset skyrl FILES"
step -o sky.dir "skyrl: the dump directory is its files" cmp sky.dir \
    sky.files
step -o sky.dir "skyrl: steps 0, 5, 10 from the folder names" [ "$(cut -f 1 \
    sky.dir | tr '\n' ' ')" = "step 0 5 10 " ]
step -o sky.err "skyrl: the metrics files are said to be skipped" grep -q \
    "aggregated_results.jsonl: skipped: not records" sky.err

# a directory with no .jsonl file: an error naming what is there
mkdir -p pq && : > pq/data.parquet
papo-verify pq > /dev/null 2> err.txt
step -o err.txt "a directory without .jsonl: 66" [ $? -eq 66 ]
step -o err.txt "a directory without .jsonl: its file named, the loop given" \
    grep -q "directory 'pq' holds no .jsonl file but Parquet files, such as 'pq/data.parquet' (TRL writes its completions so); convert them in the training environment, then give the directory again: for f in pq/\*.parquet; do python3 -c " \
    err.txt
mkdir -p other && : > other/data.csv
papo-verify other > /dev/null 2> err.txt
step -o err.txt "a directory of another file: its file named" grep -q \
    "directory 'other' holds no .jsonl file (1 other file, such as 'other/data.csv': name it)" \
    err.txt

# empty input: said, exit 0, in every tool
: > empty.jsonl
printf '\n  \n' > blank.jsonl
for t in verify advantage stats judge; do
	for f in empty.jsonl blank.jsonl; do
		case $t in
		judge) a="-e http://127.0.0.1:9/v1 -m m" ;;
		*) a= ;;
		esac
		# shellcheck disable=SC2086
		papo-$t $a $f > out.txt 2> err.txt
		rc=$?
		step -o err.txt "papo-$t on $f: exit 0" [ $rc -eq 0 ]
		step -o err.txt "papo-$t on $f: said" grep -q \
		    "^papo-$t: $f: no records (the input is empty)" err.txt
	done
done
papo-verify < empty.jsonl > /dev/null 2> err.txt
step -o err.txt "standard input: said" grep -q \
    "<stdin>: no records (the input is empty)" err.txt
papo-verify empty.jsonl blank.jsonl > /dev/null 2> err.txt
step -o err.txt "two empty files: the input" grep -q \
    "the input: no records (the input is empty)" err.txt
papo-verify empty.jsonl d/step_2/a.jsonl > /dev/null 2> err.txt
step -o err.txt "an empty file beside records: nothing said" \
    eval "! grep -q 'no records' err.txt"
steps_end
