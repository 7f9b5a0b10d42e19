#!/bin/sh
# SPDX-License-Identifier: MIT
# t-advantage-coprocess.sh: the tools as coprocesses (papo(7),
# COPROCESSES).  Standard input stays open, and each answer must come
# before more input is sent: papo-verify a line for each record, and
# papo-advantage --group-size N (with and without --contiguous, and
# --blocks N) a group as soon as its last record is in.  Nothing is
# timed: a read that never comes is ended by a watchdog after a
# generous while, and the test fails then.
set -u
. "$TOP/tests/lib.sh"

# coproc CMD...: CMD reading fifo in.N and writing fifo out.N; fd 3
# writes to it, fd 4 reads from it; $cp is its pid
n=0
coproc() {
	n=$((n + 1))
	rm -f in.$n out.$n
	mkfifo in.$n out.$n || fail "mkfifo"
	"$@" < in.$n > out.$n 2> err.$n &
	cp=$!
	pids="$pids $cp"
	exec 3> in.$n 4< out.$n
	# the watchdog: a coprocess that never answers is killed, and the
	# read below sees the end of its output
	# (it holds neither end, so that closing fd 3 ends the input)
	( exec 3>&- 4<&-; sleep 120; kill $cp 2>/dev/null ) &
	pids="$pids $!"
}

# expect K: read K lines from the coprocess into got
expect() {
	: > got
	_k=0
	while [ $_k -lt "$1" ]; do
		IFS= read -r _l <&4 || fail "no answer after $_k of $1 lines" \
		    "($(cat err.$n))"
		printf '%s\n' "$_l" >> got
		_k=$((_k + 1))
	done
}

# papo-verify: a record in, its verdict out, stdin still open
coproc papo-verify
for a in 4 5 '\\frac{1}{2}'; do
	printf '{"response":"so \\\\boxed{%s}","answer":"4"}\n' "$a" >&3
	expect 1
	printf '{"response":"so \\\\boxed{%s}","answer":"4"}\n' "$a" |
	    papo-verify > want || fail "papo-verify on a file"
	step -o got "papo-verify answered $a as on a file" cmp -s got want
done
exec 3>&- 4<&-

# papo-advantage: groups of 3; each comes back whole before the next
# is sent, as papo-advantage computes it from a file
printf '%s\n' '{"group":"a","r_out":1}' '{"group":"a","r_out":0}' \
    '{"group":"a","r_out":0}' '{"group":"b","r_out":1}' \
    '{"group":"b","r_out":1}' '{"group":"b","r_out":0}' \
    '{"group":"c","r_out":1}' '{"group":"c","r_out":1}' \
    '{"group":"c","r_out":0}' > groups.jsonl
for opts in "--group-size 3" "--group-size 3 --contiguous" \
    "--blocks 3 --contiguous"; do
	papo-advantage --mode grpo $opts groups.jsonl > want.all ||
	    fail "papo-advantage $opts on a file"
	coproc papo-advantage --mode grpo $opts
	for g in 1 2 3; do
		sed -n "$((g * 3 - 2)),$((g * 3))p" groups.jsonl >&3
		expect 3
		sed -n "$((g * 3 - 2)),$((g * 3))p" want.all > want
		step -o got "$opts: group $g" cmp -s got want
	done
	exec 3>&- 4<&-
	wait $cp || fail "$opts: exit status $? ($(cat err.$n))"
done
exit 0
