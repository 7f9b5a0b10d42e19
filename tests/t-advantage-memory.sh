#!/bin/sh
# SPDX-License-Identifier: MIT
# t-advantage-memory.sh: papo-advantage's memory.  Without -S it gathers
# in memory up to a budget, as sort(1) picks its buffer (a quarter of
# the physical memory, at most half of ulimit -d or -v), and spills past
# it: a 100 MB pipe under a 150 MB data limit is computed, byte for byte
# as without the limit, where gathering it all in memory runs out (71).
# A -S too small to be of use is raised to 64K, with a note.  Peak
# memory on a 2 GB input is measured by bench/bench-memory.sh.
set -u
. "$TOP/tests/lib.sh"

# records(N): the first N of 400,000 records in 50,000 groups scattered
# over the input (100 MB)
records() {
	awk -v n="$1" 'BEGIN {
	for (i = 0; i < n; i++) {
		g = (i * 7919) % 50000
		printf "{\"id\":\"r%d\",\"group\":\"g%d\",\"step\":%d,", i, g,
		    g % 5
		printf "\"r_out\":%d,\"pad\":\"%0200d\"}\n",
		    (i * 13 + g) % 3 != 0, 0
	}
}'
}

# a -S below 64K: raised, with a note; the output is the same
records 3000 > small.jsonl || fail "awk"
papo-advantage -m grpo small.jsonl > small.want 2> err || fail "$(cat err)"
papo-advantage -m grpo -S 1b small.jsonl > small.out 2> err
rc=$?
step -o err "-S 1b: status 0, not $rc" [ $rc -eq 0 ]
step -o err "-S 1b: said to be too small" grep -qx \
    'papo-advantage: -S 1b is below 64K, too small to be of use: 64K is used' err
step "-S 1b: the same output" cmp -s small.out small.want

# a data limit: the sanitizers' shadow memory cannot live under one
# (nor is the 100 MB input made for them: only the limit needs it)
sanitized papo-advantage && exit 0
records 400000 > big.jsonl || fail "awk"
papo-advantage -j1 -m grpo big.jsonl > want.out 2> err ||
    fail "no limit: $(cat err)"
(ulimit -d 150000 && papo-advantage -j1 -m grpo < big.jsonl > got.out 2> err)
rc=$?
step -o err "a 100 MB pipe under ulimit -d 150000: status 0, not $rc" \
    [ $rc -eq 0 ]
step "a pipe under the limit: the same output" cmp -s got.out want.out
# the same files: the input's size is known, it is gathered through
# temporary files from the start
(ulimit -d 150000 && papo-advantage -j1 -m grpo big.jsonl > got.out 2> err)
rc=$?
step -o err "a 100 MB file under ulimit -d 150000: status 0, not $rc" \
    [ $rc -eq 0 ]
step "a file under the limit: the same output" cmp -s got.out want.out
exit 0
