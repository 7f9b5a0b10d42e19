#!/bin/sh
# SPDX-License-Identifier: MIT
# t-stop-blocked.sh: SIGTERM while a write to standard output is blocked
# (a pipe whose reader never reads) ends papo-advantage (gathering,
# --contiguous) and papo-stats (--follow, and without it) with 143 at
# once: a tool that catches the signal abandons the output it cannot
# write rather than wait for a reader that never comes.  The signal is
# sent once the tool is seen blocked in the write (/proc/PID/task/*/wchan); a
# watchdog kills a tool that would hang (status 137: the test fails);
# papo-stats --follow is signalled while it waits for more input, and
# then has its final table to write.
set -u
. "$TOP/tests/lib.sh"

# 2 MB of records, far more than a pipe holds
awk 'BEGIN {
	for (i = 0; i < 8000; i++)
		printf "{\"group\":\"g%d\",\"step\":%d,\"r_out\":%d,\"adv\":%d,\"pad\":\"%0200d\"}\n",
		    i / 4, i / 400, i % 2, i % 2 ? 1 : -1, 0
}' > in.jsonl

# blocked WHAT WCHAN CMD...: CMD writes into a fifo held open and never
# read; once it sleeps in WCHAN (pipe_write: the write; poll: --follow's
# wait, its final table to come), SIGTERM; it must end with 143
blocked() {
	_what=$1
	_wchan=$2
	shift 2
	rm -f out
	mkfifo out || fail "mkfifo"
	( exec 5< out; sleep 300 ) &
	_r=$!
	pids="$pids $_r"
	"$@" > out 2> err &
	_p=$!
	pids="$pids $_p"
	( sleep 200; kill -9 $_p 2>/dev/null ) &
	pids="$pids $!"
	_i=0
	until cat /proc/$_p/task/*/wchan 2>/dev/null | grep -q "$_wchan"; do
		_i=$((_i + 1))
		if ! kill -0 $_p 2>/dev/null; then
			wait $_p
			fail "$_what: ended with $? before blocking ($(cat err))"
		fi
		[ $_i -gt 1200 ] && fail "$_what: never in $_wchan"
		sleep 0.05
	done
	kill -TERM $_p
	wait $_p
	_rc=$?
	step -o err "$_what: status 143, not $_rc" [ $_rc -eq 143 ]
	kill $_r 2>/dev/null
}

[ -r /proc/self/wchan ] || exit 0	# no /proc: nothing to wait on
blocked "papo-advantage" pipe_write papo-advantage -m grpo in.jsonl
step -o err "papo-advantage: says it was interrupted writing" grep -q \
    'interrupted: interrupted while writing to <stdout>, which was not being read' err
blocked "papo-advantage --contiguous" pipe_write papo-advantage -m grpo --contiguous in.jsonl
blocked "papo-stats --follow" 'pipe_write\|poll' papo-stats --follow -f jsonl -m all --by group in.jsonl
blocked "papo-stats" pipe_write papo-stats -f jsonl --by group in.jsonl
exit 0
