#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stats-merge-check.sh: papo-stats --merge refuses partials that
# cannot be true, naming the file and the row: a mean above the
# greatest value (or below the least), a negative variance, the same
# row given twice in one partial.  A true partial still merges, and two
# partials that hold the same key (two files of one step) still add up.
set -u
. "$TOP/tests/lib.sh"

printf '%s\n' '{"group":"a","step":1,"r_out":1,"adv":1}' \
    '{"group":"a","step":1,"r_out":0,"adv":-1}' \
    '{"group":"b","step":2,"r_out":1,"adv":0.5}' \
    '{"group":"b","step":2,"r_out":0,"adv":-0.5}' > in.jsonl
papo-stats -f partial in.jsonl > p.jsonl 2> err || fail "partial: $(cat err)"
papo-stats -f jsonl in.jsonl > want.out 2> err || fail "stats: $(cat err)"
papo-stats --merge -f jsonl p.jsonl > got.out 2> err || fail "merge: $(cat err)"
step "merge of a true partial: the same rows" cmp -s got.out want.out
# two partials of one key add up
papo-stats -f partial in.jsonl > q.jsonl 2> err || fail "$(cat err)"
papo-stats --merge -f jsonl p.jsonl q.jsonl > got.out 2> err ||
    fail "two partials: $(cat err)"
step -o got.out "two partials" grep -q '"responses":4' got.out

# refused FILE SED MESSAGE: p.jsonl edited by SED is refused (65), the
# message naming FILE:LINE and saying MESSAGE
refused() {
	sed "$2" p.jsonl > "$1"
	cmp -s "$1" p.jsonl && fail "$1: the edit changed nothing"
	papo-stats --merge -f jsonl "$1" > out 2> err
	_rc=$?
	step -o err "$1: status 65, not $_rc" [ $_rc -eq 65 ]
	step -o err "$1" grep -qF "$3" err
}
# adv_correct of step 1 (line 2): one value, 1, its sum said to be 3
refused mean.jsonl '2s/"min":1,"max":1,"sum":"0x1p0"/"min":1,"max":1,"sum":"0x3p0"/' \
    "mean.jsonl:2: field 'adv_correct' cannot be: its mean is outside"
# adv_wrong of step 1: one value, -1, its sum of squares 1/16
refused var.jsonl '2s/"sum":"-0x1p0","sum_sq":"0x1p0"/"sum":"-0x1p0","sum_sq":"0x1p-4"/' \
    "var.jsonl:2: field 'adv_wrong' cannot be: its variance is negative"
# the row of step 1 twice (the header announcing three rows)
sed -n 2p p.jsonl > row
refused twice.jsonl "1s/\"rows\":2/\"rows\":3/; 2r row" \
    "twice.jsonl:3: this row (its run and key) was given before in the same partial"
exit 0
