#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-shard.sh: papo-stats gives byte-identical output for the same
# records in any order, and sharded runs (--shard I/N, --format partial)
# merged with --merge give the output of a single run, in every format,
# with named runs, rows by another field, and merges of merges.
set -u
. "$TOP/tests/lib.sh"
# the shell tests share one directory: work in a fresh one of our own,
# so that no other test's files (part.*, step-*.jsonl) meet our globs
dir=t-stats-shard.d
rm -rf $dir && mkdir $dir && cd $dir || fail "cannot make $dir"
run() {
	"$@" 2> err.txt || fail "$*: $(cat err.txt)"
	step -o err.txt "$*: wrote to standard error" [ ! -s err.txt ]
	return 0
}
same() {
	cmp -s "$1" "$2" || fail "$3: $1 and $2 differ
$(diff "$1" "$2" | head -5)"
}

# the example rollouts (32 prompts x 8 responses, 4 steps) four times
# over as 16 steps, judged, scored by papo-advantage (PAPO)
jq -c '. as $r | range(0; 4) as $k | $r | .step += 4 * $k' \
    "$TOP/examples/rollouts.jsonl" > copies.jsonl &&
    jq -c -f "$TOP/tests/stats/judged.jq" copies.jsonl > judged0.jsonl ||
    fail "jq"
# the final answers (pred) for the answer counts, which must merge too
run papo-verify --field r_out=verified judged0.jsonl > judged.jsonl
run papo-advantage judged.jsonl > adv.jsonl
step "not 1024 records" [ "$(wc -l < adv.jsonl)" -eq 1024 ]

run papo-stats -f jsonl adv.jsonl > one.jsonl
run papo-stats -f tsv adv.jsonl > one.tsv
run papo-stats -f spark --width 100 adv.jsonl > one.spark
step "not 16 rows" [ "$(wc -l < one.jsonl)" -eq 16 ]
# the reward-hacking metrics have data, so that every comparison below
# covers them (answer counts included)
jq -e -s 'all(.top_answer_share != null and .proc_length_corr != null and
    .length_wrong_mean != null)' one.jsonl > /dev/null ||
    fail "the reward-hacking metrics have no data"

# any order of the records: the same bytes.  Whole shuffles (exact sums
# make the means and deviations independent of the order), the records
# reversed, and the record shards of papo-advantage --shard (groups
# kept whole) concatenated in another order.
n=0
for seed in 1 2 3; do
	n=$((n + 1))
	awk -v s=$seed 'BEGIN { srand(s) } { print rand() "\t" $0 }' \
	    adv.jsonl | sort -k1,1 | cut -f2- > shuf.$n.jsonl
	step "the shuffle changed nothing" \
	    eval '! cmp -s shuf.$n.jsonl adv.jsonl'
	run papo-stats -f jsonl shuf.$n.jsonl > shuf.$n.out
	same one.jsonl shuf.$n.out "shuffled records (seed $seed)"
done
tac adv.jsonl > rev.jsonl
run papo-stats -f jsonl -j1 rev.jsonl > rev.out
same one.jsonl rev.out "reversed records"
for i in 0 1 2; do
	run papo-advantage --shard $i/3 judged.jsonl > recs.$i.jsonl
done
cat recs.2.jsonl recs.0.jsonl recs.1.jsonl > recs.cat.jsonl
step "record shards lose records" [ "$(wc -l < recs.cat.jsonl)" -eq 1024 ]
run papo-stats -f jsonl recs.cat.jsonl > recs.out
same one.jsonl recs.out "record shards in another order"
run papo-stats -f jsonl recs.1.jsonl recs.2.jsonl recs.0.jsonl > recs.files.out
same one.jsonl recs.files.out "record shards as files in another order"

# shards of the groups, as partial results, merged in any order
for i in 0 1 2; do
	run papo-stats --shard $i/3 -f partial adv.jsonl > part.$i
	head -1 part.$i | grep -q "\"shard\":\\[$i,3\\]" ||
	    fail "part.$i: no shard in its header"
done
# the shards split the groups: their counts add up to the whole
jq -s 'map(.responses) | add' one.jsonl > total.txt
jq -s 'map(.responses // 0) | add' part.0 part.1 part.2 > parts.txt
same total.txt parts.txt "responses of the shards"
step "groups of the shards" \
    [ "$(jq -s 'map(.groups // 0) | add' part.0 part.1 part.2)" = "$(jq -s 'map(.groups) | add' one.jsonl)" ]
for order in "0 1 2" "2 0 1" "1 2 0"; do
	set --
	for i in $order; do
		set -- "$@" part.$i
	done
	run papo-stats --merge -f jsonl "$@" > merged.jsonl
	same one.jsonl merged.jsonl "merge of $order (jsonl)"
done
run papo-stats --merge part.2 part.1 part.0 > merged.tsv
same one.tsv merged.tsv "merge (tsv)"
run papo-stats --merge -f spark --width 100 part.1 part.0 part.2 > merged.spark
same one.spark merged.spark "merge (sparklines)"
# a shard of one is the whole; a merge of merges is the merge
run papo-stats --shard 0/1 -f jsonl adv.jsonl > whole.jsonl
same one.jsonl whole.jsonl "--shard 0/1"
run papo-stats --merge -f partial part.0 part.2 > part.02
run papo-stats --merge -f jsonl part.1 part.02 > tree.jsonl
same one.jsonl tree.jsonl "merge of a merge"
# concatenated partials, from standard input; threads do not matter
cat part.1 part.2 part.0 > parts.cat
run papo-stats --merge -j1 -f jsonl < parts.cat > cat.jsonl
same one.jsonl cat.jsonl "concatenated partials on standard input"
run papo-stats -j1 --shard 1/3 -f partial adv.jsonl > part.1.j1
same part.1 part.1.j1 "a partial with one thread"
# one partial of everything reads back to the same output
run papo-stats -f partial adv.jsonl > all.partial
run papo-stats --merge -f jsonl all.partial > all.jsonl
same one.jsonl all.jsonl "merge of an unsharded partial"
# and charts
run papo-stats -f none --plot one.svg --title t adv.jsonl
run papo-stats --merge -f none --plot merged.svg --title t part.0 part.1 part.2
same one.svg merged.svg "merged chart"

# rows by another field (one row per prompt here): sharded the same way
run papo-stats --by group -f jsonl adv.jsonl > by.jsonl
for i in 0 1 2 3; do
	run papo-stats --by group --shard $i/4 -f partial adv.jsonl > bypart.$i
done
run papo-stats --merge -f jsonl bypart.3 bypart.1 bypart.0 bypart.2 > bymerged.jsonl
same by.jsonl bymerged.jsonl "rows by group, merged"
head -1 bymerged.jsonl | grep -q '^{"group":' || fail "merged rows are not by group"

# named runs: partials of several runs merge into those runs, in order;
# partials of one unnamed run merge into the --run they are given to
jq -c 'select(.step < 8)' adv.jsonl > early.jsonl
run papo-stats -f jsonl --run all=adv.jsonl --run early=early.jsonl > runs.jsonl
for i in 0 1; do
	run papo-stats --shard $i/2 -f partial --run all=adv.jsonl \
	    --run early=early.jsonl > runpart.$i
	run papo-stats --shard $i/2 -f partial early.jsonl > earlypart.$i
done
run papo-stats --merge -f jsonl runpart.1 runpart.0 > runsmerged.jsonl
same runs.jsonl runsmerged.jsonl "named runs, merged"
run papo-stats --merge -f jsonl --run 'all=part.[0-2]' --run 'early=earlypart.*' \
    > runsnamed.jsonl
same runs.jsonl runsnamed.jsonl "partials merged into named runs"

# a sharded pipeline: papo-advantage --shard I/N | papo-stats --shard I/N
# keeps every record the first stage wrote (both shard by the one group
# hash), and the shards' partials merge into the single run's table
# (the first stage's shards are recs.I.jsonl above: the same command)
for i in 0 1 2; do
	run papo-stats --shard $i/3 -f partial recs.$i.jsonl > pipepart.$i
	run papo-stats --shard $i/3 -f jsonl recs.$i.jsonl > pipeone.$i
	run papo-stats -f jsonl recs.$i.jsonl > pipeall.$i
	same pipeall.$i pipeone.$i "papo-stats --shard $i/3 after papo-advantage --shard $i/3"
done
run papo-stats --merge -f jsonl pipepart.0 pipepart.1 pipepart.2 > pipe.jsonl
same one.jsonl pipe.jsonl "a sharded pipeline, merged"
exit 0
