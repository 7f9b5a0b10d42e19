#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-stats.sh: papo-stats against a Python script computing the same metrics, and its peak memory on 100k and 1M records.
#
# Writes bench/results/stats.md.  Inputs (bench/data/, not committed):
# the 100k-record file of the advantage benchmark scored by
# papo-advantage (114 MB), and 1M records (about 1.2 GB) made the same
# way.  Each time is the best of several runs; the ratios are what to
# read.  PAPO_BIN names the directory of the programs (default bin).
set -eu
cd "$(dirname "$0")/.."
. bench/lib.sh
bin=${PAPO_BIN:-bin}

r100=bench/data/rollouts-100k.jsonl
a100=bench/data/adv-100k.jsonl
r1m=bench/data/rollouts-1m.jsonl
a1m=bench/data/adv-1m.jsonl
[ -f $r100 ] || python3 bench/mkdata.py 100000 $r100
[ -f $a100 ] || $bin/papo-advantage $r100 > $a100
if [ ! -f $a1m ]; then
	[ -f $r1m ] || python3 bench/mkdata.py 1000000 $r1m
	$bin/papo-advantage --contiguous $r1m > $a1m
	rm -f $r1m
fi
cat $a100 > /dev/null	# into the page cache, for both alike

# the same metrics: check before timing (papo-stats sums exactly, the
# Python script runs Welford's updates: they agree to rounding)
$bin/papo-stats -f jsonl $a100 > bench/data/stats.papo
python3 bench/stats_ref.py $a100 > bench/data/stats.py
agree=$(python3 bench/stats_cmp.py --rel 1e-12 --abs 1e-15 \
    bench/data/stats.py bench/data/stats.papo)
rows100=$(wc -l < bench/data/stats.papo)
nmetrics=$(head -n 1 bench/data/stats.papo | jq 'keys | length - 1')
groups100=$(jq -s 'map(.groups) | add' bench/data/stats.papo)
# four shards merged give the same bytes as one run, before timing them
for i in 0 1 2 3; do
	$bin/papo-stats --shard $i/4 -f partial $a100 > bench/data/stats.part.$i
done
$bin/papo-stats --merge -f jsonl bench/data/stats.part.[0-3] > bench/data/stats.merged
cmp -s bench/data/stats.papo bench/data/stats.merged ||
    { echo "bench-stats: merged shards differ from one run" >&2; exit 1; }
rm -f bench/data/stats.papo bench/data/stats.py bench/data/stats.merged

# rounds of every command in turn, each keeping its best time: a
# neighbour busy for a few seconds on this shared machine spoils one
# round, not a whole measurement
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a ? b : a) }'; }
t_py= t_c= t_c1= t_plot= t_wc= t_shard= t_merge=
for round in 1 2 3; do
	t_py=$(min "$t_py" $(best 1 python3 bench/stats_ref.py $a100))
	t_c=$(min "$t_c" $(best 5 $bin/papo-stats -f jsonl $a100))
	t_c1=$(min "$t_c1" $(best 3 $bin/papo-stats -j1 -f jsonl $a100))
	t_plot=$(min "$t_plot" $(best 3 $bin/papo-stats -f none \
	    --plot bench/data/stats.svg $a100))
	t_wc=$(min "$t_wc" $(best 3 wc -l $a100))
	t_shard=$(min "$t_shard" $(best 3 $bin/papo-stats --shard 1/4 \
	    -f partial $a100))
	t_merge=$(min "$t_merge" $(best 3 $bin/papo-stats --merge -f jsonl \
	    bench/data/stats.part.0 bench/data/stats.part.1 \
	    bench/data/stats.part.2 bench/data/stats.part.3))
done
rm -f bench/data/stats.svg bench/data/stats.part.[0-3]

# memory: 100k records; 1M records with the same groups (the 100k file
# ten times); 1M records of their own (ten times the steps and groups)
set -- $a100 $a100 $a100 $a100 $a100 $a100 $a100 $a100 $a100 $a100
rss100=$(maxrss $bin/papo-stats -f none $a100)
rss10x=$(maxrss $bin/papo-stats -f none "$@")
rss1m=$(maxrss $bin/papo-stats -f none $a1m)
t_10x=$(best 3 $bin/papo-stats -f none "$@")
t_1m=$(best 3 $bin/papo-stats -f none $a1m)
$bin/papo-stats -f jsonl -m groups $a1m > bench/data/stats.1m
rows1m=$(wc -l < bench/data/stats.1m)
groups1m=$(jq -s 'map(.groups) | add' bench/data/stats.1m)
rm -f bench/data/stats.1m
rss_py100=$(maxrss python3 bench/stats_ref.py $a100)

# many rows of few records each: 100,000 steps of 2 records (the file of
# bench-pipeline.sh), 100,000 steps of 8 with every field, 1M rows of
# one record (-b id); and a partial of the 100,000 steps merged back
st2=bench/data/steps-100k.jsonl
st8=bench/data/steps8-100k.jsonl
ids=bench/data/ids-1m.jsonl
[ -f $st2 ] || awk 'BEGIN { for (i = 0; i < 200000; i++)
	printf "{\"group\":\"g%d\",\"step\":%d,\"r_out\":%d,\"adv\":%.3f,\"length\":%d}\n",
	    int(i / 2), int(i / 2), i % 2, (i % 2) - 0.5, 100 + i % 7 }' > $st2
[ -f $st8 ] || awk 'BEGIN { srand(7); for (s = 0; s < 100000; s++)
	for (k = 0; k < 8; k++) {
		r = rand(); c = rand() < 0.5
		printf "{\"step\":%d,\"group\":\"p%d\",\"acc\":%s,", s,
		    s % 50, c ? "true" : "false"
		printf "\"r_out\":%d,\"r_proc\":%.17g,\"adv\":%.17g,", c, r,
		    (c ? 1.3 : -1.3) * r
		printf "\"adv_out\":%s,\"adv_proc\":%.17g,\"length\":%d,",
		    c ? "0.5" : "-0.5", r - 0.5, 100 + k * 37
		printf "\"pred\":\"a%d\"}\n", k % 3
	} }' > $st8
[ -f $ids ] || awk 'BEGIN { for (i = 0; i < 1000000; i++)
	printf "{\"id\":\"r%07d\",\"group\":\"g%d\",\"step\":%d,\"r_out\":%d,\"adv\":%.3f,\"adv_out\":%.3f,\"length\":%d}\n",
	    i, int(i / 8), int(i / 8000), i % 2, (i % 2) - 0.5, (i % 3) * 0.25,
	    100 + i % 7 }' > $ids
rss_st2=$(maxrss $bin/papo-stats -f jsonl $st2)
t_st2=$(best 3 $bin/papo-stats -f jsonl $st2)
rss_st8=$(maxrss $bin/papo-stats -f jsonl $st8)
t_st8=$(best 3 $bin/papo-stats -f jsonl $st8)
rss_ids=$(maxrss $bin/papo-stats -b id -f jsonl $ids)
t_ids=$(best 1 $bin/papo-stats -b id -f jsonl $ids)
$bin/papo-stats -f partial $st8 > bench/data/stats.part8
rss_m8=$(maxrss $bin/papo-stats --merge -f jsonl bench/data/stats.part8)
t_m8=$(best 1 $bin/papo-stats --merge -f jsonl bench/data/stats.part8)
rm -f bench/data/stats.part8
rss_pyst2=$(maxrss python3 bench/stats_ref.py $st2)
t_pyst2=$(best 1 python3 bench/stats_ref.py $st2)
mb_st2=$(du -m $st2 | cut -f1)
mb_st8=$(du -m $st8 | cut -f1)
mb_ids=$(du -m $ids | cut -f1)
size100=$(du -m $a100 | cut -f1)
size1m=$(du -m $a1m | cut -f1)

{
	echo "## papo-stats"
	echo
	echo "\`make bench-stats\` (bench/bench-stats.sh), $(date -u +%Y-%m-%d),"
	echo "$(machine). Input: $a100, the 100,000"
	echo "records of the advantage benchmark scored by papo-advantage (PAPO),"
	echo "$size100 MB, $rows100 steps, $groups100 groups. Best of several runs in"
	echo "three interleaved rounds, in seconds."
	echo
	echo "| command | seconds | papo-stats is |"
	echo "|---|---|---|"
	echo "| \`papo-stats -f jsonl\` (2 threads) | $t_c | |"
	echo "| \`papo-stats -j1 -f jsonl\` | $t_c1 | |"
	echo "| \`papo-stats -f none --plot stats.svg\` | $t_plot | |"
	echo "| \`papo-stats --shard 1/4 -f partial\` (one shard of four) | $t_shard | |"
	echo "| \`papo-stats --merge -f jsonl\` (the four partials) | $t_merge | |"
	echo "| \`python3 bench/stats_ref.py\` | $t_py | $(ratio $t_py $t_c)x faster (target 15x) |"
	echo "| \`wc -l\` | $t_wc | $(ratio $t_c $t_wc)x slower |"
	echo
	echo "The Python script computes the same $nmetrics metrics with the same rules"
	echo "(checked before timing, numbers to 1e-12 relative: $agree; it"
	echo "updates Welford's running moments, papo-stats sums exactly). Four"
	echo "shards merged give the bytes of the single run (checked before"
	echo "timing). A shard reads and parses the whole input, so on one"
	echo "machine it costs about what a whole run does: shards are for"
	echo "several machines, and the merge costs next to nothing."
	echo
	echo "Memory (maximum resident set size, GNU time):"
	echo
	echo "| run | records | steps | groups | peak RSS | seconds |"
	echo "|---|---|---|---|---|---|"
	echo "| \`papo-stats\` on $a100 ($size100 MB) | 100,000 | $rows100 | $groups100 | $rss100 MiB | $t_c |"
	echo "| the same file given 10 times | 1,000,000 | $rows100 | $groups100 | $rss10x MiB | $t_10x |"
	echo "| \`papo-stats\` on $a1m ($size1m MB) | 1,000,000 | $rows1m | $groups1m | $rss1m MiB | $t_1m |"
	echo "| \`python3 bench/stats_ref.py\` on $a100 | 100,000 | $rows100 | $groups100 | $rss_py100 MiB | $t_py |"
	echo
	echo "Ten times the records in the same groups take the same memory: no"
	echo "record is kept. The 1M-record file has ten times the steps and"
	echo "groups as well; what it adds is the per-group state (counts and"
	echo "running moments in a dense array, and a 4-byte index slot kept at"
	echo "most half full), the rows (the exact sums of their quantities) and"
	echo "each row's table of final answers (32 bytes a slot, at most half"
	echo "full), for the most widespread answer."
	echo "Input files are read in 8 MB batches into blocks reused from"
	echo "batch to batch."
	echo
	echo "Many rows of few records (\`-f jsonl\`):"
	echo
	echo "| run | records | rows | peak RSS | seconds |"
	echo "|---|---|---|---|---|"
	echo "| \`papo-stats\` on $st2 ($mb_st2 MB) | 200,000 | 100,000 | $rss_st2 MiB | $t_st2 |"
	echo "| \`papo-stats\` on $st8 ($mb_st8 MB, every field) | 800,000 | 100,000 | $rss_st8 MiB | $t_st8 |"
	echo "| \`papo-stats -b id\` on $ids ($mb_ids MB) | 1,000,000 | 1,000,000 | $rss_ids MiB | $t_ids |"
	echo "| \`papo-stats --merge\` of the partial of $st8 | | 100,000 | $rss_m8 MiB | $t_m8 |"
	echo "| \`python3 bench/stats_ref.py\` on $st2 | 200,000 | 100,000 | $rss_pyst2 MiB | $t_pyst2 |"
	echo
	echo "A quantity of a row keeps up to 32 values as they are and sums"
	echo "them exactly when the row is read; past that it keeps exact sums"
	echo "(about 1 KB each), so a row of a few records costs about a"
	echo "kilobyte and one of many at most about 13 KB. The JSONL and TSV"
	echo "reports are written 4096 rows at a time. A partial carries sums,"
	echo "so the rows of a merge keep sums: about 13 KB a row."
} > bench/results/stats.md
cat bench/results/stats.md
