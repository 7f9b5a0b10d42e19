#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-span.sh: a group whose records come from two files of one run
# (two seeds' outputs under one --run pattern, a copy, a step written
# again after a resume) is counted as one group of both files'
# responses: every metric of the step doubled or mixed, in silence.
# papo-stats now says the first such record, with the earlier file and
# the way out (a --run of its own for each file); files whose groups
# are apart (steps a file, papo-advantage's shards) say nothing.
set -u
. "$TOP/tests/lib.sh"
scratch t-stats-span

papo-verify -q "$TOP/examples/rollouts.jsonl" > v.jsonl ||
    fail "papo-verify exited $?"
for s in 1 2; do
	papo-advantage --mode grpo v.jsonl > adv.grpo.$s.jsonl ||
	    fail "papo-advantage exited $?"
done

papo-stats --run 'grpo=adv.grpo.*.jsonl' -f tsv -m responses \
    > two.tsv 2> err.two
rc=$?
step -o err.two "two seeds under one run: still read (0)" [ $rc -eq 0 ]
step -o err.two "the record, the earlier file and the way out are said" \
    grep -qF "run 'grpo': adv.grpo.2.jsonl:1: this record's group (its step and key) has records in adv.grpo.1.jsonl too" err.two
step -o err.two "the note names --run" grep -qF -- "--run NAME=FILE" err.two
step -o err.two "said once" test "$(grep -c 'records in' err.two)" -eq 1

papo-stats adv.grpo.1.jsonl adv.grpo.2.jsonl -f tsv -m responses \
    > /dev/null 2> err.ops
step -o err.ops "operands: the same note, no run name" \
    grep -qF "papo-stats: adv.grpo.2.jsonl:1: this record's group" err.ops

papo-stats --run 'a=adv.grpo.1.jsonl' --run 'b=adv.grpo.2.jsonl' -f tsv \
    -m responses > apart.tsv 2> err.apart
step -o err.apart "a run each: nothing said" test ! -s err.apart

# steps a file (the step from the name): groups never span
jq -c 'select(.step == 0)' adv.grpo.1.jsonl > 0.jsonl
jq -c 'select(.step == 1)' adv.grpo.1.jsonl > 1.jsonl
papo-stats -f tsv -m responses 0.jsonl 1.jsonl > /dev/null 2> err.steps
step -o err.steps "a step a file: nothing said" test ! -s err.steps

# papo-advantage's shards hold whole groups
for i in 0 1; do
	papo-advantage --mode grpo --shard $i/2 v.jsonl > sh$i.jsonl ||
	    fail "papo-advantage --shard exited $?"
done
papo-stats -f tsv -m responses sh0.jsonl sh1.jsonl > sh.tsv 2> err.sh
step -o err.sh "shards of papo-advantage: nothing said" test ! -s err.sh
papo-stats -f tsv -m responses adv.grpo.1.jsonl > one.tsv 2>/dev/null
step -o sh.tsv "shards: the same rows as the whole file" cmp -s sh.tsv one.tsv
# a group cut between two files (one file's first half, the rest in
# the other): said, as the group's records are counted together
head -n 3 adv.grpo.1.jsonl > cut1.jsonl
tail -n +4 adv.grpo.1.jsonl > cut2.jsonl
papo-stats -f tsv -m responses cut1.jsonl cut2.jsonl > cut.tsv 2> err.cut
step -o err.cut "a group cut between two files: said" \
    grep -qF "cut2.jsonl:1: this record's group" err.cut
step -o cut.tsv "and counted as the whole file's" cmp -s cut.tsv one.tsv
steps_end
