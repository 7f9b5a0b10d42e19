#!/bin/sh
# SPDX-License-Identifier: MIT
# t-advantage-batches.sh: an input of several read batches (about 7 MB:
# a small first batch, then 16 MB ones, see read_parse), with every
# group's members spread over the whole file, so that groups are put
# together across batches while later batches are being parsed.  The
# gathering mode on this order must give, record for record, what the
# streaming mode gives on the same records sorted by group, and the
# same with one thread and with two.
set -u
. "$TOP/tests/lib.sh"

# 40000 records in 5000 groups of 8; record i is in group i % 5000, so
# the members of a group are 5000 lines apart; text pads each record
awk 'BEGIN {
	pad = sprintf("%0150d", 0)
	for (i = 0; i < 40000; i++) {
		g = i % 5000
		c = (i * 7 + g) % 3 != 0
		printf "{\"id\":\"r%d\",\"group\":\"g%d\",\"step\":%d,\"response\":\"%s \\\\boxed{%d}\",\"r_out\":%d,\"r_proc\":%.2f}\n", i, g, g % 7, pad, i, c, (i % 11) / 10
	}
}' > spread.jsonl || fail "awk"
step "input smaller than meant" [ "$(wc -c < spread.jsonl)" -gt 6000000 ]

# the same records, each group's members together, in input order
sort -s -t, -k2,2 spread.jsonl > sorted.jsonl || fail "sort"
step "sort did not put a group together" \
    [ "$(head -1 sorted.jsonl | cut -d, -f2)" = "$(sed -n 2p sorted.jsonl | cut -d, -f2)" ]

for mode in papo grpo; do
	papo-advantage -m $mode spread.jsonl > gather.$mode ||
	    fail "$mode: gathering mode"
	papo-advantage -m $mode -j1 spread.jsonl > gather1.$mode ||
	    fail "$mode: gathering mode, one thread"
	papo-advantage -m $mode --contiguous sorted.jsonl > stream.$mode ||
	    fail "$mode: streaming mode"
	step "$mode: one thread and two differ" \
	    cmp -s gather.$mode gather1.$mode
	step "$mode: records lost" [ "$(wc -l < gather.$mode)" -eq 40000 ]
	# input order kept
	cut -d, -f1 gather.$mode > ids.out
	cut -d, -f1 spread.jsonl > ids.in
	step "$mode: input order not kept" cmp -s ids.out ids.in
	sort gather.$mode > a
	sort stream.$mode > b
	step "$mode: gathering across batches differs from streaming" cmp -s a b
	# and the advantages are not all zero (groups were not cut apart)
	grep -c '"adv":0,' gather.$mode > zeros || true
	step "$mode: mostly zero advantages" [ "$(cat zeros)" -lt 20000 ]
done
exit 0
