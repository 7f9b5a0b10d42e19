#!/bin/sh
# SPDX-License-Identifier: MIT
# t-progress.sh: papo-verify, papo-advantage and papo-stats draw a
# progress line (records, MB/s, elapsed) on standard error when it is a
# terminal (run under script(1), which gives it a pty), and none when
# it is a file or with -q.  Presence and absence only:
# nothing here is timed (the first batch always draws the line).
set -u
. "$TOP/tests/lib.sh"
command -v script > /dev/null || fail "script(1) is not installed"
i=0
while [ $i -lt 400 ]; do
	printf '{"response":"so \\\\boxed{4}","answer":"4","group":"g%d",' \
	    $((i / 4))
	printf '"step":1}\n'
	i=$((i + 1))
done > in.jsonl
papo-verify in.jsonl > v.jsonl 2> /dev/null || fail "papo-verify"
papo-advantage --mode grpo v.jsonl > a.jsonl 2> /dev/null || fail "papo-advantage"

# tty CMD: run CMD under script(1), its terminal's bytes into tty.out
tty() {
	rm -f tty.out
	script -qec "$1" tty.out > /dev/null 2>&1 ||
	    fail "under a terminal: $1 failed: $(cat tty.out)"
}
for c in "papo-verify in.jsonl > o1" "papo-advantage --mode grpo v.jsonl > o2" \
    "papo-stats -f tsv a.jsonl > o3"; do
	tool=${c%% *}
	tty "$c"
	cat -v tty.out > tty.txt
	step -o tty.txt "$tool on a terminal draws a progress line" \
	    grep -q "$tool: 400 records, [0-9.]* MB/s, [0-9.]* s" tty.out
	# not a terminal: no line
	sh -c "$c" 2> err.txt || fail "$c failed"
	step -o err.txt "$tool draws no progress into a file" \
	    eval '! grep -q "records, " err.txt'
done
# the output is the same with and without the line
papo-verify in.jsonl > o1.plain 2> /dev/null
step "papo-verify's output the same under a terminal" cmp -s o1 o1.plain
for c in "papo-verify -q in.jsonl > o1" \
    "papo-advantage --quiet --mode grpo v.jsonl > o2" \
    "papo-stats --quiet -f tsv a.jsonl > o3"; do
	tty "$c"
	step -o tty.out "$c draws no progress line" \
	    eval '! grep -q "records, " tty.out'
done
exit 0
