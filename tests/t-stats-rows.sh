#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-rows.sh: a row of a few records keeps its values and sums them
# when read; a row of many keeps exact sums (papo-stats(1), MEMORY).
# Either way the output is the same to the byte: a report read back from
# partials (which carry the sums) equals the report made directly, in
# any order of the records, for rows below, at and above the point where
# the values give way to sums, and for rows merged across shards.
set -u
. "$TOP/tests/lib.sh"

# step s has s + 1 records (1 to 70: both sides of 32), in two groups,
# with every field papo-stats reads; values of many magnitudes
awk 'BEGIN {
	for (s = 0; s < 70; s++)
		for (k = 0; k <= s; k++) {
			c = (k * 7 + s) % 3 != 0
			x = (k * 0.37 + s * 0.011) * (k % 2 ? -1 : 1)
			printf "{\"step\":%d,\"group\":\"g%d\",\"acc\":%s,", s,
			    k % 2, c ? "true" : "false"
			printf "\"adv\":%.17g,\"adv_out\":%.17g,", x, x / 3
			printf "\"adv_proc\":%.17g,\"r_proc\":%.17g,", x * 1e-5,
			    (k % 5) / 4 + 1e-9 * s
			printf "\"length\":%d,\"pred\":\"a%d\"}\n",
			    100 + k * 13 + s, k % 4
		}
}' > recs.jsonl
awk '{ a[NR] = $0 } END { for (i = NR; i >= 1; i--) print a[i] }' \
    recs.jsonl > rev.jsonl
awk 'NR % 2 == 0' recs.jsonl > even.jsonl
awk 'NR % 2 == 1' recs.jsonl > odd.jsonl

papo-stats -f jsonl recs.jsonl > direct.jsonl 2> err ||
    fail "papo-stats: $(cat err)"
step -o direct.jsonl "70 rows" [ "$(wc -l < direct.jsonl)" -eq 70 ]
papo-stats -f jsonl rev.jsonl > rev.out || fail "reversed"
step "the reversed records differ" cmp -s direct.jsonl rev.out

# through partials: every row's sums read back
papo-stats -f partial recs.jsonl > all.partial || fail "-f partial"
papo-stats --merge -f jsonl all.partial > merged.jsonl 2> err ||
    fail "--merge: $(cat err)"
step "a merged partial differs" cmp -s direct.jsonl merged.jsonl
# ... from shards, and from halves of the records (rows cut in two)
for i in 0 1 2; do
	papo-stats --shard $i/3 -f partial recs.jsonl > s$i.partial ||
	    fail "--shard $i/3"
done
papo-stats --merge -f jsonl s0.partial s1.partial s2.partial > shards.jsonl ||
    fail "--merge of shards"
step "merged shards differ" cmp -s direct.jsonl shards.jsonl
papo-stats -f partial even.jsonl > even.partial || fail "even"
papo-stats -f partial odd.jsonl > odd.partial || fail "odd"
papo-stats --merge -f jsonl odd.partial even.partial > halves.jsonl ||
    fail "--merge of halves"
step "merged halves differ" cmp -s direct.jsonl halves.jsonl
# a partial written from merged partials is the direct one
papo-stats --merge -f partial all.partial > again.partial || fail "again"
step "a partial of a merge differs" cmp -s all.partial again.partial

# one row a record (-b id), 9000 rows: written a few thousand at a
# time, in order, with one header
awk 'BEGIN { for (i = 8999; i >= 0; i--)
	printf "{\"id\":%d,\"group\":\"g%d\",\"acc\":%d,\"adv\":%d}\n",
	    i, i % 7, i % 2, i % 3 - 1 }' > ids.jsonl
papo-stats -f tsv -b id -m responses,accuracy ids.jsonl > ids.tsv ||
    fail "-b id"
awk -F '\t' 'NR == 1 { if ($0 != "id\tresponses\taccuracy") exit 1; next }
	$1 != NR - 2 || $2 != 1 || $3 != (NR - 2) % 2 { exit 1 }
	END { if (NR != 9001) exit 1 }' ids.tsv || fail "-b id, tsv"
papo-stats -f jsonl -b id -m responses ids.jsonl > ids.out || fail "jsonl"
awk '$0 != "{\"id\":" NR - 1 ",\"responses\":1}" { exit 1 }
	END { if (NR != 9000) exit 1 }' ids.out || fail "-b id, jsonl"
exit 0
