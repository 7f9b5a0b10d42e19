#!/bin/sh
# SPDX-License-Identifier: MIT
# t-advantage-coproc-memory.sh: papo-advantage --group-size as a
# trainer's coprocess holds what is not written yet, not what it has
# read: each group is written as it completes, and its records' memory
# goes back.  300 MB of groups of eight in a row, made on the fly and
# sent through a pipe, stay within 48 MiB of peak resident size (the
# engine's batches and threads; the whole input was held before, 380
# MiB).  A group whose first record comes first and whose last comes
# last holds back every record after it (output keeps input order):
# that run's memory grows with what waits behind the open group, and
# is bounded by it.  Nothing is timed: the peak is getrusage's
# ru_maxrss of the finished process.
set -u
. "$TOP/tests/lib.sh"

# records N [LATE]: N records in groups of eight in a row, about a
# kilobyte each; with LATE, a group "late" of eight whose first record
# comes first and whose seven others come last
records() {
	awk -v n="$1" -v late="${2:-}" 'function rec(id, g, s, r) {
		printf "{\"id\":\"%s\",\"group\":\"%s\",\"step\":%d,", id, g, s
		printf "\"r_out\":%d,\"pad\":\"%0900d\"}\n", r, 0
	}
	BEGIN {
	if (late != "")
		rec("late0", "late", 0, 1)
	for (i = 0; i < n; i++) {
		g = int(i / 8)
		rec("r" i, "g" g, int(g / 128), (i * 13 + g) % 3 != 0)
	}
	if (late != "")
		for (i = 1; i < 8; i++)
			rec("late" i, "late", 0, i % 2)
}'
}

# peak FILE CMD...: run CMD (its standard input and output are ours);
# its peak resident size in KiB into FILE; CMD's exit status
peak() {
	python3 -c 'import resource, subprocess, sys
rc = subprocess.call(sys.argv[2:])
with open(sys.argv[1], "w") as f:
    f.write("%d\n" % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
sys.exit(rc if rc >= 0 else 128 - rc)' "$@"
}

# below KIB FILE: FILE's peak is under KIB
below() {
	[ "$(cat "$2")" -lt "$1" ]
}

scratch t-advantage-coproc-memory

# the same output as -S, whose way of gathering writes at the end
records 4000 late > small.jsonl || fail "awk"
papo-advantage -m grpo --group-size 8 -S 64K small.jsonl > small.want \
    2> err || fail "-S: $(cat err)"
papo-advantage -m grpo --group-size 8 < small.jsonl > small.out 2> err
rc=$?
step -o err "a late group through a pipe: status 0, not $rc" [ $rc -eq 0 ]
step "a late group through a pipe: -S's output" cmp -s small.out small.want

# peak resident sizes: not of a sanitizer's build, whose shadow memory
# is its own
sanitized papo-advantage && exit 0

# 300 MB through a pipe, the output counted through another
mkfifo in.fifo out.fifo || fail "mkfifo"
records 300000 > in.fifo &
pids="$pids $!"
wc -l < out.fifo > count &
wc=$!
peak rss papo-advantage -m grpo --group-size 8 < in.fifo > out.fifo \
    2> err
rc=$?
wait $wc
step -o err "300 MB through a pipe: status 0, not $rc" [ $rc -eq 0 ]
step -o count "300 MB through a pipe: 300,000 records out" \
    [ "$(cat count)" -eq 300000 ]
step -o rss "300 MB through a pipe: peak resident size under 48 MiB" \
    below 49152 rss

# one group open from the first record to the last: the 40 MB between
# wait for it, and are held (copied out of the engine's batches): the
# peak grows with them, bounded by twice their size and the 48 MiB
records 40000 late > late.jsonl || fail "awk"
papo-advantage -m grpo --group-size 8 -S 4M late.jsonl > late.want \
    2> err || fail "-S: $(cat err)"
peak rss papo-advantage -m grpo --group-size 8 < late.jsonl > late.out \
    2> err
rc=$?
step -o err "a group open for 40 MB: status 0, not $rc" [ $rc -eq 0 ]
step "a group open for 40 MB: -S's output" cmp -s late.out late.want
step -o rss "a group open for 40 MB: peak under 2 x 40 MB + 48 MiB" \
    below $((2 * 40000 + 49152)) rss
exit 0
