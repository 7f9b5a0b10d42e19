#!/bin/sh
# SPDX-License-Identifier: MIT
# t-option-effects.sh: what the options no other test set do (their long
# names; t-option-tests.sh lists every option a test must set): the
# common --keep-going and --threads on each tool, papo-judge --quiet (on
# the stand-in judge, tests/helpers/papo-standin.c, a test program that
# answers as a vLLM server would), papo-advantage --overlong-factor,
# --buffer-size and --temporary-directory, papo-stats --group-size.
set -u
. "$TOP/tests/lib.sh"

# has FILE TEXT: FILE holds the line TEXT
has() {
	grep -qxF -- "$2" "$1"
}
# lines FILE N: FILE has N lines
lines() {
	test "$(wc -l < "$1")" -eq "$2"
}

# --keep-going: a malformed line passes through untouched, the records
# after it are written too, and the exit status is 65; without it the
# tool stops just before that line
printf '%s\n' '{"response":"\\boxed{1}","answer":"1"}' 'not json' \
    '{"response":"\\boxed{2}","answer":"3"}' > v.jsonl
papo-verify -q v.jsonl > v.stop 2> v.stop.err
step -o v.stop.err 'papo-verify stops at a bad line' test $? -eq 65
step -o v.stop 'papo-verify: the records before it' lines v.stop 1
papo-verify -q --keep-going v.jsonl > v.kg 2> v.kg.err
step -o v.kg.err 'papo-verify --keep-going: exit status 65' test $? -eq 65
step -o v.kg 'papo-verify --keep-going: every line out' lines v.kg 3
step -o v.kg 'papo-verify --keep-going: the bad line untouched' \
    has v.kg 'not json'
step -o v.kg 'papo-verify --keep-going: the record after it verified' \
    has v.kg '{"response":"\\boxed{2}","answer":"3","r_out":0,"pred":"2","verify":"not_equal"}'
step -o v.kg.err 'papo-verify --keep-going: the bad line reported' \
    grep -q '^papo-verify: v.jsonl:2: ' v.kg.err

printf '%s\n' '{"group":"a","r_out":1}' 'not json' '{"group":"a","r_out":0}' \
    > a.jsonl
papo-advantage --mode grpo a.jsonl > a.stop 2> a.stop.err
step -o a.stop.err 'papo-advantage stops at a bad line' test $? -eq 65
step -o a.stop 'papo-advantage: nothing of the group written' lines a.stop 0
papo-advantage --mode grpo --keep-going a.jsonl > a.kg 2> a.kg.err
step -o a.kg.err 'papo-advantage --keep-going: exit status 65' test $? -eq 65
step -o a.kg 'papo-advantage --keep-going: the bad line untouched' \
    has a.kg 'not json'
grep -v 'not json' a.jsonl > a.good
papo-advantage --mode grpo a.good > a.want || fail "papo-advantage on a.good"
grep -v 'not json' a.kg > a.kg.good
step -o a.kg 'papo-advantage --keep-going: the group computed without it' \
    cmp -s a.want a.kg.good

printf '%s\n' '{"group":"a","step":1,"r_out":1,"adv":1}' 'not json' \
    '{"group":"a","step":1,"r_out":0,"adv":-1}' > s.jsonl
papo-stats -f tsv s.jsonl > s.stop 2> s.stop.err
step -o s.stop.err 'papo-stats stops at a bad line' test $? -eq 65
step -o s.stop 'papo-stats: no table' lines s.stop 0
papo-stats -f tsv --keep-going s.jsonl > s.kg 2> s.kg.err
step -o s.kg.err 'papo-stats --keep-going: exit status 65' test $? -eq 65
# column 2 responses, 4 accuracy: both records counted
step -o s.kg 'papo-stats --keep-going: the records around it counted' \
    test "$(awk -F '\t' 'NR == 2 { print $2, $4 }' s.kg)" = "2 0.5"

# --threads: the same output at 1 and 3 threads, on enough records to
# split them (several batches); a bad value refused
awk 'BEGIN { for (i = 0; i < 3000; i++)
	printf "{\"group\":\"g%d\",\"step\":%d,\"response\":\"\\\\boxed{%d}\",\"answer\":\"%d\",\"r_proc\":0.5}\n",
	    i % 300, i % 3, i % 7, i % 5 }' > t.jsonl || fail "awk"
papo-verify -q --threads 1 t.jsonl > t1.v || fail "papo-verify --threads 1"
papo-verify -q --threads 3 t.jsonl > t3.v
step 'papo-verify --threads 3: exit status 0' test $? -eq 0
step 'papo-verify --threads 3: the output of one thread' cmp -s t1.v t3.v
papo-advantage --threads 1 t1.v > t1.a || fail "papo-advantage --threads 1"
papo-advantage --threads 3 t1.v > t3.a
step 'papo-advantage --threads 3: exit status 0' test $? -eq 0
step 'papo-advantage --threads 3: the output of one thread' cmp -s t1.a t3.a
papo-stats -f tsv --threads 1 t1.a > t1.s || fail "papo-stats --threads 1"
papo-stats -f tsv --threads 3 t1.a > t3.s
step 'papo-stats --threads 3: exit status 0' test $? -eq 0
step -o t3.s 'papo-stats --threads 3: the output of one thread' cmp -s t1.s t3.s
step -o t1.s 'papo-stats: the three steps' lines t1.s 4
for p in verify judge advantage stats; do
	papo-$p --threads 0 t.jsonl > bad.out 2> bad.err
	step -o bad.err "papo-$p --threads 0: exit status 64" test $? -eq 64
	step -o bad.err "papo-$p --threads 0: refused" \
	    grep -q "^papo-$p: invalid value '0' for --threads" bad.err
done

# papo-advantage --overlong-factor: DAPO's penalty (Lmax 100, buffer 50)
# scaled by the factor; at factor 2 a correct response 25 tokens into the
# buffer scores 1 - 2 * 0.5 = 0, so the advantages are those of the
# scores 0, 0, 1 given outright
printf '%s\n' '{"group":"a","r_out":1,"length":75}' \
    '{"group":"a","r_out":0,"length":10}' \
    '{"group":"a","r_out":1,"length":10}' > o.jsonl
printf '%s\n' '{"group":"a","r_out":0}' '{"group":"a","r_out":0}' \
    '{"group":"a","r_out":1}' > o.plain
papo-advantage --mode grpo o.plain > o.want || fail "papo-advantage on scores"
papo-advantage --mode grpo --overlong --max-length 100 --overlong-buffer 50 \
    --overlong-factor 2 o.jsonl > o.2
step 'papo-advantage --overlong-factor 2: exit status 0' test $? -eq 0
jq -c .adv o.want > o.want.adv
jq -c .adv o.2 > o.2.adv
step -o o.2 'papo-advantage --overlong-factor 2: the penalty doubled' \
    cmp -s o.want.adv o.2.adv
papo-advantage --mode grpo --overlong --max-length 100 --overlong-buffer 50 \
    --overlong-factor 1 o.jsonl > o.1 || fail "--overlong-factor 1"
jq -c .adv o.1 > o.1.adv
step -o o.1 'papo-advantage --overlong-factor 1: another penalty' \
    eval '! cmp -s o.1.adv o.2.adv'
papo-advantage --mode grpo --overlong --max-length 100 --overlong-buffer 50 \
    o.jsonl > o.def || fail "--overlong without a factor"
step -o o.def 'papo-advantage: the factor is 1 by default' cmp -s o.1 o.def
papo-advantage --overlong-factor -1 o.jsonl > bad.out 2> bad.err
step -o bad.err 'papo-advantage --overlong-factor -1: refused' \
    grep -q "^papo-advantage: invalid value '-1' for --overlong-factor" bad.err

# --buffer-size and --temporary-directory: a buffer smaller than the
# input spills runs into the directory named (one where no file can be
# made is an error naming it), and the output is the in-memory one
papo-advantage t1.a > m.want || fail "papo-advantage in memory"
mkdir spill
papo-advantage --buffer-size 4K --temporary-directory spill t1.a > m.got 2> m.err
step -o m.err 'papo-advantage --buffer-size 4K: exit status 0' test $? -eq 0
step 'papo-advantage --buffer-size 4K: the in-memory output' cmp -s m.want m.got
: > nodir
papo-advantage --buffer-size 4K --temporary-directory nodir/x t1.a \
    > m.got 2> m.err
step -o m.err 'papo-advantage --temporary-directory: a bad one, exit 74' \
    test $? -eq 74
step -o m.err 'papo-advantage --temporary-directory: a bad one named' \
    grep -q 'nodir/x' m.err
TMPDIR=$PWD/nodir/x papo-advantage --buffer-size 4K \
    --temporary-directory spill t1.a > m.got 2> m.err
step -o m.err 'papo-advantage --temporary-directory: before TMPDIR' \
    test $? -eq 0
step 'papo-advantage --temporary-directory: the in-memory output' \
    cmp -s m.want m.got

# papo-stats --group-size: one key's 8 records as two groups of 4, in
# input order (all correct, then all wrong)
for r in 1 1 1 1 0 0 0 0; do
	printf '{"group":"a","step":1,"r_out":%d,"adv":0}\n' $r
done > g.jsonl
# col NAME FILE: the column NAME of the tsv FILE's first row
col() {
	awk -F '\t' -v n="$1" 'NR == 1 { for (i = 1; i <= NF; i++)
	    if ($i == n) c = i } NR == 2 && c { print $c }' "$2"
}
papo-stats -f tsv g.jsonl > g.one || fail "papo-stats on one group"
papo-stats -f tsv --group-size 4 g.jsonl > g.two
step -o g.two 'papo-stats --group-size 4: exit status 0' test $? -eq 0
step -o g.one 'papo-stats: one group without it' test "$(col groups g.one)" = 1
step -o g.two 'papo-stats --group-size 4: two groups' \
    test "$(col groups g.two)" = 2
step -o g.two 'papo-stats --group-size 4: one group of the two all correct' \
    test "$(col all_correct_ratio g.two)" = 0.5

# papo-judge --keep-going, --threads and --quiet against the stand-in:
# a record the judge refuses (HTTP 400) fails; --quiet says nothing of it
for i in 1 2 3; do
	printf '{"id":"%d","problem":"p","solution":"s","response":"r [[id=J%d]] [[score=0.5]]","r_out":1}\n' \
	    $i $i
done > j.jsonl
{ sed -n 1p j.jsonl; echo 'not json'; sed -n '2,3p' j.jsonl; } > jb.jsonl
start_standin --fault 400:all:J3
papo-judge -e "$url" --no-cache --retries 0 --threads 1 j.jsonl \
    > j.loud 2> j.loud.err
step -o j.loud.err 'papo-judge: a refused record, exit status 75' test $? -eq 75
step -o j.loud.err 'papo-judge: without --quiet, the failure reported' \
    grep -q '^papo-judge: j.jsonl:3: ' j.loud.err
papo-judge --quiet -e "$url" --no-cache --retries 0 --threads 2 j.jsonl \
    > j.quiet 2> j.quiet.err
step -o j.quiet.err 'papo-judge --quiet: exit status 75' test $? -eq 75
step -o j.quiet.err 'papo-judge --quiet: nothing on standard error' \
    test ! -s j.quiet.err
step -o j.quiet 'papo-judge --quiet --threads 2: the records of one thread' \
    cmp -s j.loud j.quiet
papo-judge -q -e "$url" --no-cache --retries 0 jb.jsonl > jb.stop 2> jb.err
step -o jb.err 'papo-judge stops at a bad line' test $? -eq 65
step -o jb.stop 'papo-judge: the record before it' lines jb.stop 1
papo-judge -q --keep-going -e "$url" --no-cache --retries 0 jb.jsonl \
    > jb.kg 2> jb.err
step -o jb.err 'papo-judge --keep-going: exit status 65' test $? -eq 65
step -o jb.kg 'papo-judge --keep-going: every line out' lines jb.kg 4
step -o jb.kg 'papo-judge --keep-going: the bad line untouched' \
    has jb.kg 'not json'
step -o jb.kg 'papo-judge --keep-going: the record after it judged' \
    eval 'sed -n 3p jb.kg | jq -e ".id == \"2\" and .r_proc == 0.5" > /dev/null'
