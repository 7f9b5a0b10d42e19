#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-lock.sh: faults under the cache.  Another process holding the
# cache's write lock does not make papo-judge deaf to SIGTERM (the wait
# ends at the signal, and the message says so), and a lock held for
# good is named after a bounded wait; a cache that cannot be written
# (a file size limit stands in for a full disk) is said on standard
# error, even with -q, and in the exit status (74), every record still
# judged and written.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-lock

for i in 1 2 3; do
	printf '{"problem":"p%d","solution":"s","response":"r","r_out":1}\n' $i
done > in.jsonl
start_standin --log log

# a process that holds the cache's write lock until it is killed
python3 - "$d/c.sqlite" > holder.out <<'PY' &
import sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], isolation_level=None)
c.execute("PRAGMA journal_mode=WAL")
c.execute("CREATE TABLE IF NOT EXISTS judgment (key BLOB PRIMARY KEY, "
    "model TEXT NOT NULL, content BLOB NOT NULL, finish TEXT, served TEXT, "
    "created INTEGER NOT NULL) WITHOUT ROWID")
c.execute("PRAGMA user_version=1")
c.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
time.sleep(3600)
PY
holder=$!
pids="$pids $holder"
i=0
until grep -q locked holder.out 2>/dev/null; do
	i=$((i + 1))
	[ $i -gt 400 ] && fail "the lock holder did not start"
	sleep 0.05
done

# SIGTERM while papo-judge waits to store: it stops waiting at once
for i in $(seq 1 20); do
	printf '{"problem":"q%d","solution":"s","response":"r","r_out":1}\n' $i
done > sig.jsonl
papo-judge -q -c 1 -e "$url" --cache "$d/c.sqlite" sig.jsonl > sig.out \
    2> sig.err &
pj=$!
pids="$pids $pj"
i=0
until grep -q '^chat 200 ' log 2>/dev/null; do
	i=$((i + 1))
	[ $i -gt 400 ] && fail "papo-judge sent nothing: $(cat sig.err)"
	sleep 0.05
done
kill -TERM $pj
# liveness only: the old busy timeout held it for an hour
wait_end $pj "papo-judge, SIGTERM while the cache was locked,"
st=$rc
step -o sig.err "SIGTERM: exit status $st, expected 143" [ $st -eq 143 ]
step -o sig.err "the interrupted wait is not said" \
    grep -q "interrupted while another process held its lock" sig.err

# the lock held for good: named after a bounded wait, the run goes on
papo-judge -q -e "$url" --cache "$d/c.sqlite" in.jsonl > lk.out 2> lk.err
st=$?
step -o lk.err "a locked cache: exit status $st, expected 74" [ $st -eq 74 ]
step -o lk.err "the lock is not named" \
    grep -q "c.sqlite': store: locked by another process for 10 s" lk.err
step "the records were not judged without the cache" \
    [ "$(jq -s 'map(select(.r_proc != null)) | length' lk.out)" -eq 3 ]
kill $holder

# a cache that cannot grow: said, and the exit status says it
for i in $(seq 4 40); do
	printf '{"problem":"p%d","solution":"s","response":"r","r_out":1}\n' $i
done > many.jsonl
(trap '' XFSZ; ulimit -f 80; papo-judge -q -e "$url" \
    --cache "$d/full2/c.sqlite" many.jsonl 2> full.err; echo $? > full.st) |
    cat > full.out
step -o full.err "a cache that cannot be written: exit status 74" \
    [ "$(cat full.st)" -eq 74 ]
step -o full.err "the failed cache is not said" \
    grep -q "going on without the cache (exit status 74 at the end)" full.err
step -o full.out "no record lost: 37 out" [ "$(wc -l < full.out)" -eq 37 ]
exit 0
