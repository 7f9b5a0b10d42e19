#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon6-closed-fds.sh: a new user starts the tools with a
# standard stream closed, as a trainer's launcher or a daemon script
# does (>&-, 2>&-).  The closed number went to the next file the tool
# opened: papo-judge wrote its records into the socket pair libcurl
# wakes itself with ("write error on <stdout>: Resource temporarily
# unavailable"), papo-verify --serve wrote its messages into its JSONL
# access log.  Now a closed stream stays closed to the tool's writes
# (EBADF, status 74, as for papo-verify >&-) and no file takes it.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon6-closed-fds

papo-verify -q "$TOP/examples/rollouts.jsonl" > verified.jsonl ||
    fail "papo-verify on the examples"
start_standin
papo-judge -q --no-cache -e "$url" verified.jsonl >&- 2> judge.err
st=$?
step -o judge.err "papo-judge >&-: exit status 74" [ $st -eq 74 ]
step -o judge.err "papo-judge >&-: the write error of a closed stream" \
    grep -qxF "papo-judge: write error on <stdout>: Bad file descriptor" judge.err
for t in verify "advantage -m grpo" stats; do
	# shellcheck disable=SC2086 # the tool and its option apart
	papo-$t verified.jsonl >&- 2> "${t%% *}.err"
	t=${t%% *}
	step -o $t.err "papo-$t >&-: the same write error" \
	    grep -qF "papo-$t: write error on <stdout>: Bad file descriptor" $t.err
done

# papo-verify --serve with standard error closed: its port from /proc
# listening PID: the port PID listens on, into the file port (empty, and
# false, until it listens)
listening() {
	python3 - "$1" > port <<'EOP'
import os, sys
pid = sys.argv[1]
inodes = set()
for fd in os.listdir(f"/proc/{pid}/fd"):
    try:
        link = os.readlink(f"/proc/{pid}/fd/{fd}")
    except OSError:
        continue
    if link.startswith("socket:["):
        inodes.add(link[8:-1])
for line in open("/proc/net/tcp").read().splitlines()[1:]:
    f = line.split()
    if f[3] == "0A" and f[9] in inodes:
        print(int(f[1].split(":")[1], 16))
        break
EOP
	[ -s port ]
}
papo-verify --serve 0 --access-log access.log 2>&- &
sp=$!
pids="$pids $sp"
wait_until $sp "papo-verify --serve" listening $sp
port=$(cat port)
for k in 1 2 3; do
	curl -s -o /dev/null "http://127.0.0.1:$port/health" ||
	    fail "GET /health"
done
curl -s -o /dev/null -d '{"prompt":"1+1?","response":"\\boxed{2}","label":"2"}' \
    "http://127.0.0.1:$port/reward" || fail "POST /reward"
kill $sp
wait $sp
step -o access.log "2>&-: the access log has a line a request" \
    [ "$(wc -l < access.log)" -eq 4 ]
step -o access.log "2>&-: every line of the access log is JSON" \
    jq -e -s 'length == 4 and all(.[]; has("status"))' access.log
