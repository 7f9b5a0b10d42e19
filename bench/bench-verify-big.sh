#!/bin/sh
# SPDX-License-Identifier: MIT
# bench-verify-big.sh: papo-verify on one huge hostile record (issue 27).
#
# Writes bench/results/verify-big.md.  The record: 8 million nested
# \left( in a box, 56 MB on one line (made here, in bench/data/).  Before
# issue 26 papo-verify copied and normalized the box whole; a box over
# 1 MiB is now no answer, read once.  Compared with jq, which a user
# would at least run to look at the record.  PAPO_BIN names the
# directory of the programs (default bin).
set -eu
cd "$(dirname "$0")/.."
. bench/lib.sh
bin=${PAPO_BIN:-bin}

big=bench/data/verify-big.jsonl
[ -f $big ] || awk 'BEGIN { printf "{\"answer\":\"4\",\"response\":\"\\\\boxed{";
    for (i = 0; i < 8000000; i++) printf "\\\\left(";
    printf "}\"}\n" }' > $big
cat $big > /dev/null	# into the page cache, for both alike
size=$(du -m $big | cut -f1)
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b < a ? b : a) }'; }
t_c= t_jq=
for round in 1 2 3; do
	t_c=$(min "$t_c" $(best 3 $bin/papo-verify -q -j1 $big))
	t_jq=$(min "$t_jq" $(best 1 jq -c . $big))
done
rss_c=$(maxrss $bin/papo-verify -q -j1 $big)
rss_jq=$(maxrss jq -c . $big)
verdict=$($bin/papo-verify -q -j1 $big | jq -r .verify)

{
	echo "## papo-verify on one huge record"
	echo
	echo "\`make bench-verify-big\` (bench/bench-verify-big.sh),"
	echo "$(date -u +%Y-%m-%d), $(machine). Input: one record of $size MB,"
	echo "8 million nested \`\\\\left(\` in a box (issue 27: within 2 s and"
	echo "twice the record plus 50 MB). Best of several runs in three"
	echo "interleaved rounds; peak resident set size by GNU time."
	echo
	echo "| command | seconds | peak MiB | papo-verify is |"
	echo "|---|---|---|---|"
	echo "| \`papo-verify -j1\` | $t_c | $rss_c | verdict $verdict |"
	echo "| \`jq -c .\` | $t_jq | $rss_jq | $(ratio $t_jq $t_c)x faster, $(ratio $rss_jq $rss_c)x less memory |"
	echo
	echo "Before issue 26, on the same record: 6.0 s and 315 MB resident"
	echo "(measured by hand, same machine)."
} > bench/results/verify-big.md
cat bench/results/verify-big.md
