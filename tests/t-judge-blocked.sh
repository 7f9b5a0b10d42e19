#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-blocked.sh: SIGTERM while papo-judge's write to standard
# output is blocked (a pipe nobody reads) ends it promptly with the
# signal (status 143), not a run that waits for a reader forever.
set -u
. "$TOP/tests/lib.sh"

# enough request bodies (--dry-run) to fill a pipe many times over
awk 'BEGIN { for (i = 0; i < 4000; i++) printf "{\"problem\":\"p%d\",\"solution\":\"s\",\"response\":\"r %d\"}\n", i, i }' > in.jsonl
mkfifo out.fifo || fail "mkfifo"
# a reader that opens the pipe and never reads it
sleep 600 < out.fifo &
rd=$!
pids="$pids $rd"
papo-judge --dry-run -q -m m --select all in.jsonl > out.fifo 2> err &
pj=$!
pids="$pids $pj"
# wait until it is blocked in a write to standard output (Linux's
# /proc/PID/syscall: "1 0x1 ...", write(2) on fd 1)
i=0
while :; do
	sc=$(cut -d' ' -f1-2 /proc/$pj/syscall 2>/dev/null)
	[ "$sc" = "1 0x1" ] && break
	kill -0 $pj 2>/dev/null || fail "papo-judge ended before blocking: $(cat err)"
	i=$((i + 1))
	[ $i -gt 1200 ] && fail "papo-judge never blocked"
	sleep 0.05
done
kill -TERM $pj
# promptly: well within a minute (it used to wait for ever)
i=0
while kill -0 $pj 2>/dev/null && [ "$(awk '{ print $3 }' /proc/$pj/stat 2>/dev/null)" != Z ]; do
	i=$((i + 1))
	[ $i -gt 1200 ] && fail "papo-judge still running a minute after SIGTERM"
	sleep 0.05
done
wait $pj
st=$?
step -o err "SIGTERM while blocked: status 143, not $st" [ $st = 143 ]
exit 0
