#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-signals.sh: papo-judge stopped in the middle (SIGTERM, SIGINT,
# twice, while waiting for input, a server that dies, a bad line) keeps
# every judgment it made, writes what input order allows, says what it
# left, exits with a status that says why, and a rerun resumes from the
# cache without asking again for what was stored.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-signals


# until N FILE: wait (a minute at most: a busy machine must not fail the
# test) until FILE has N lines starting "chat"
until_asked() {
	i=0
	while [ "$(grep -c '^chat' "$2" 2>/dev/null)" -lt "$1" ]; do
		i=$((i + 1))
		[ $i -gt 1200 ] && fail "the judge was not asked $1 times"
		sleep 0.05
	done
}

# finish PID SECONDS: wait for PID, failing (and killing it) if it is
# still running after SECONDS; sets $st to its exit status
finish() {
	i=0
	while kill -0 "$1" 2>/dev/null; do
		i=$((i + 1))
		if [ $i -gt $(($2 * 20)) ]; then
			kill -9 "$1" 2>/dev/null
			fail "papo-judge did not stop within $2 s"
		fi
		sleep 0.05
	done
	wait "$1"
	st=$?
}

rows() { sqlite3 "$1" 'SELECT count(*) FROM judgment'; }
# the records without the report's "cached" flag and attempts, which a rerun changes
strip() { jq -c 'del(.judge.cached, .judge.attempts)' "$1"; }

awk 'BEGIN { for (i = 1; i <= 40; i++)
	printf "{\"id\":%d,\"problem\":\"p%d\",\"solution\":\"s\",\"response\":\"r%d\",\"r_out\":1}\n", i, i, i }' > in.jsonl

# SIGTERM mid-run: the requests in flight finish, the records before
# the first unfinished one are written in order, the rest is left, and
# the summary says so; the program dies of SIGTERM (143).  The records
# after the eighth carry a mark the stand-in answers 2.5 s late, so that
# however late this shell sees the eighth request (a busy machine), the
# run is not over before the signal (32 slow replies, 4 at a time: 20 s).
awk 'NR > 8 { sub(/"response":"r[0-9]*/, "& slowpoke") } { print }' \
    in.jsonl > term.jsonl
start_standin --latency 200 --slow 2500 --fault slow:all:slowpoke --log log
papo-judge -e "$url" -c 4 --cache c.sqlite term.jsonl > out1 2> err1 &
jp=$!
until_asked 8 log
kill -TERM $jp
finish $jp 60
step -o err1 "SIGTERM: exit status $st, expected 143" [ $st -eq 143 ]
n=$(wc -l < out1)
step "SIGTERM: $n records written" eval '[ "$n" -gt 0 ] && [ "$n" -lt 40 ]'
step -o err1 "SIGTERM: no notice" \
    grep -q "^papo-judge: interrupted by SIGTERM: no new requests; waiting for the [0-9]* in flight" err1
step -o err1 "SIGTERM: no summary of what is left" \
    grep -q "^papo-judge: interrupted by SIGTERM: $n records written (to term.jsonl:$n), $((40 - n)) read and not written; .* run the same command again to resume$" err1
# written records are whole, judged, in input order
head -n "$n" term.jsonl | jq -c .id > want
jq -c .id out1 > got
step "SIGTERM: records out of order" diff want got > /dev/null
step "SIGTERM: a record written without its judgment" \
    [ "$(jq -s 'map(select(.r_proc != null and .judge.error == null)) | length' out1)" -eq "$n" ]
# every request that was answered is in the cache (none was cut off)
asked=$(grep -c '^chat' log)
stored=$(rows c.sqlite)
step "SIGTERM: $asked requests answered, $stored judgments stored" \
    [ "$stored" -eq "$asked" ]
step "SIGTERM: fewer judgments stored than written" [ "$stored" -ge "$n" ]

# The rerun resumes: the same output, and only what was not stored is
# asked (of a stand-in without the slow replies, logging to the same file).
stop_standin
start_standin --latency 200 --log log
papo-judge -q -e "$url" -c 4 --cache c.sqlite term.jsonl > out2 2> err2 ||
    fail "rerun: exit status $?: $(cat err2)"
step -o out2 "rerun: 40 records" [ "$(wc -l < out2)" -eq 40 ]
again=$(($(grep -c '^chat' log) - asked))
step "rerun: asked $again times, expected $((40 - stored))" \
    [ "$again" -eq $((40 - stored)) ]
# no prompt was ever asked twice
step "rerun: a stored judgment was asked for again" \
    [ -z "$(awk '/^chat/ { print $4 }' log | sort | uniq -d)" ]
step "rerun: the cached records are not the stored ones" \
    [ "$(jq -s 'map(select(.judge.cached)) | length' out2)" -eq "$stored" ]
strip out1 > a
strip out2 | head -n "$n" > b
cmp -s a b || { diff a b | head -5; fail "rerun: the records written before differ"; }
stop_standin

# SIGTERM while a write waits on a reader that is only slow: the
# write is not cut off mid-record; the records read are written whole
# (the reader drains the pipe within the grace a stop gives it), the
# summary says so, and the status is 143.  (A write that blocked used
# to end the program at once, leaving half a record and no summary.)
awk 'BEGIN { for (i = 1; i <= 1000; i++) printf "{\"problem\":\"p%d\",\"solution\":\"s\",\"response\":\"r %d\"}\n", i, i }' > slow.jsonl
mkfifo slow.fifo
python3 -c '
import sys, time
f = open("slow.got", "wb")
while True:
    b = sys.stdin.buffer.raw.read(16384)
    if not b:
        break
    f.write(b)
    f.flush()
    time.sleep(0.01)
' < slow.fifo &
rd=$!
pids="$pids $rd"
papo-judge --dry-run -m m --select all slow.jsonl > slow.fifo 2> errs &
jp=$!
# blocked in a write to standard output (Linux's /proc/PID/syscall)
i=0
while [ "$(cut -d' ' -f1-2 /proc/$jp/syscall 2>/dev/null)" != "1 0x1" ]; do
	kill -0 $jp 2>/dev/null || fail "slow reader: papo-judge ended before blocking: $(cat errs)"
	i=$((i + 1))
	[ $i -gt 1200 ] && fail "slow reader: papo-judge never blocked"
	sleep 0.05
done
kill -TERM $jp
finish $jp 60
wait $rd
step -o errs "slow reader: exit status $st, expected 143" [ $st -eq 143 ]
n=$(wc -l < slow.got)
step -o errs "slow reader: no summary of $n records written" \
    grep -q "^papo-judge: interrupted by SIGTERM: $n records written (to slow.jsonl:$n)" errs
step "slow reader: a record cut off" jq -e .model slow.got > /dev/null
step "slow reader: $n lines, not $n records" \
    [ "$(jq -c .model slow.got 2>/dev/null | grep -c m)" -eq "$n" ]

# SIGINT (Ctrl-C) gives 130; twice, the requests in flight are cut off:
# the run ends at once even though the judge takes ten minutes a reply
# (finish's minute would fail a run that waited for them).
start_standin --latency 600000 --log log3
papo-judge -e "$url" -c 4 --cache c3.sqlite in.jsonl > out3 2> err3 &
jp=$!
until_asked 4 log3
kill -INT $jp
# the second only once papo-judge has acted on the first (its message):
# two sent before it runs (a busy machine) are one pending signal
i=0
until grep -q 'interrupt again to stop at once' err3; do
	i=$((i + 1))
	if [ $i -gt 1200 ]; then
		kill -9 $jp 2>/dev/null
		fail "SIGINT: papo-judge did not say it waits"
	fi
	sleep 0.05
done
kill -INT $jp
finish $jp 60
step -o err3 "SIGINT twice: exit status $st, expected 130" [ $st -eq 130 ]
step -o out3 "SIGINT twice: records written" [ ! -s out3 ]
step -o err3 "SIGINT twice" \
    grep -q "^papo-judge: interrupted by SIGINT (requests in flight cut off): 0 records written, 40 read and not written" err3
step "SIGINT twice: a cut-off reply was stored" [ "$(rows c3.sqlite)" -eq 0 ]
stop_standin

# A signal while papo-judge waits for more input on standard input: it
# does not wait for the writer, and the records it had are written.
start_standin
mkfifo fifo
# out4 exists before the wait below reads it: the shell opens it only
# once the FIFO has a writer, and a missing file would end the wait
# at once, so that the signal could come before papo-judge catches it
: > out4
papo-judge -q -e "$url" --no-cache < fifo > out4 2> err4 &
jp=$!
exec 3> fifo
head -n 5 in.jsonl >&3
i=0
while [ "$(wc -l < out4)" -lt 5 ]; do
	i=$((i + 1))
	[ $i -gt 1200 ] && fail "stdin: the first records were not written"
	sleep 0.05
done
kill -TERM $jp
finish $jp 60
exec 3>&-
step -o err4 "stdin: exit status $st, expected 143" [ $st -eq 143 ]
step -o err4 "stdin" \
    grep -q "interrupted by SIGTERM: 5 records written (to <stdin>:5), 0 read and not written; .* nothing was cached" err4
stop_standin

# The server dies mid-run: once a request has used its retries on
# refused connections, papo-judge stops (69) instead of failing every
# record that follows; a rerun against the server back (on another
# port: the cache is keyed by the request, not the address) resumes.
start_standin --latency 200 --log log5
papo-judge -e "$url" -c 4 --retries 2 --backoff 0.01 --cache c5.sqlite \
    in.jsonl > out5 2> err5 &
jp=$!
until_asked 8 log5
stop_standin
finish $jp 60
step -o err5 "server dies: exit status $st, expected 69" [ $st -eq 69 ]
n=$(wc -l < out5)
step -o err5 "server dies" \
    grep -q "^papo-judge: no judge endpoint answers: '$url' (.*, 3 attempts); stopped: $n records written.*run the same command again to resume$" err5
step "server dies: a record written without a judgment" \
    [ "$(jq -s 'map(select(.r_proc == null)) | length' out5)" -eq 0 ]
stored=$(rows c5.sqlite)
start_standin --log log6
papo-judge -q -e "$url" -c 4 --cache c5.sqlite in.jsonl > out6 2> err6 ||
    fail "server back: exit status $?: $(cat err6)"
step "server back: records lost" [ "$(wc -l < out6)" -eq 40 ]
step "server back: asked again for stored judgments" \
    [ "$(grep -c '^chat' log6)" -eq $((40 - stored)) ]
stop_standin

# A server that is not there at all: 69 and a message, at once.
papo-judge -e "$url" --no-cache -m standin-judge in.jsonl > out7 2> err7
st=$?
step "no server: exit status $st, expected 69" [ $st -eq 69 ]
step -o err7 "no server" \
    grep -qx "papo-judge: no judge endpoint answers: '$url' (Couldn't connect to server)" err7
step "no server: output" [ ! -s out7 ]

# A bad line without -k: the records before it are judged and written,
# then exit 65 with the line named; nothing after it is read.
start_standin --latency 100
{ head -n 5 in.jsonl; echo '{"id":6,"problem":'; sed -n '7,9p' in.jsonl; } > bad.jsonl
papo-judge -q -e "$url" -c 2 --no-cache bad.jsonl > out8 2> err8
st=$?
step "bad line: exit status $st, expected 65" [ $st -eq 65 ]
step -o err8 "bad line" \
    [ "$(cat err8)" = "papo-judge: bad.jsonl:6: invalid JSON at column 19: unexpected end of line (unclosed object or array)" ]
step -o out8 "bad line: the 5 records before it are not all written" \
    [ "$(jq -s 'map(select(.r_proc != null)) | length' out8)" -eq 5 ]
stop_standin

# SIGINT while the first /models check waits (-m given: the check comes
# with the first request): an interruption (130), not a dead judge (69).
python3 -c '
import socket, sys, time
s = socket.socket()
s.bind(("127.0.0.1", 0))
s.listen(8)
open("silent.port", "w").write(str(s.getsockname()[1]))
conns = []
while True:
    c, _ = s.accept()
    conns.append(c)
    open("silent.conn", "w").write("1")
' &
sil=$!
pids="$pids $sil"
wait_port silent.port $sil "the silent server"
papo-judge -e "http://127.0.0.1:$(cat silent.port)/v1" --no-cache \
    -m standin-judge in.jsonl > out9 2> err9 &
jp=$!
# SIGINT only once papo-judge is in the check (connected): a background
# job starts with SIGINT ignored until papo-judge sets its handler, so a
# signal sent earlier (a busy machine) would be lost
_i=0
while [ ! -s silent.conn ] && kill -0 $jp 2>/dev/null && [ $_i -lt 1200 ]; do
	_i=$((_i + 1))
	sleep 0.05
done
kill -INT $jp
finish $jp 60
step -o err9 "SIGINT during the check: exit status $st, expected 130" \
    [ $st -eq 130 ]
step -o err9 "SIGINT during the check: not a dead judge" \
    eval '! grep -q "no judge endpoint answers" err9'
kill $sil 2>/dev/null
exit 0
