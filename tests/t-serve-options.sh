#!/bin/sh
# SPDX-License-Identifier: MIT
# t-serve-options.sh: what papo-verify --serve's limits and defaults do:
# --null-reward for a sample without a verdict, --max-body (413),
# --max-connections (no more at once), --idle-timeout (a silent
# connection closed), --access-log (a JSON line a request).
. "$TOP/tests/lib.sh"
command -v curl > /dev/null || fail "curl is missing (make deps installs it)"


papo-verify --serve 0 --null-reward 0.25 --max-body 1K --max-connections 16 \
    --idle-timeout 1 --access-log access.log 2> serve.err &
sp=$!
pids="$pids $sp"
wait_serving $sp serve.err

# --null-reward: a sample without a reference gets 0.25, one right 1
printf '%s' '{"query":["so \\boxed{4}","so \\boxed{4}"],"prompts":["",""],"labels":["4",null]}' > req.json
curl -s -o reply.json -w '%{http_code}' -H 'Content-Type: application/json' \
    --data-binary @req.json "$url/get_reward" > code
step -o reply.json "a reward request answered 200" [ "$(cat code)" = 200 ]
step -o reply.json "--null-reward 0.25 for the sample without a label" \
    jq -e '.rewards == [1, 0.25]' reply.json

# --max-body 1K: a 2 KiB body is refused with 413, the server goes on
head -c 2048 /dev/zero | tr '\0' 'x' > big.txt
curl -s -o big.out -w '%{http_code}' --data-binary @big.txt \
    "$url/get_reward" > code
step -o big.out "a body over --max-body: 413" [ "$(cat code)" = 413 ]
curl -s -o reply2.json -w '%{http_code}' --data-binary @req.json \
    "$url/get_reward" > code
step -o reply2.json "served after the 413" [ "$(cat code)" = 200 ]

# --access-log: a JSON line for each request
step -o access.log "the access log holds 3 lines" \
    [ "$(wc -l < access.log)" -eq 3 ]
step -o access.log "each access line is JSON with a status" \
    jq -e -s 'length == 3 and (map(.status) | index(413) != null)' access.log

# --max-connections 16 and --idle-timeout 1: 16 silent connections fill
# the server; the next request is not served while they stand, and is
# once the idle timeout has closed them.  Told by the order of events,
# not a window of time (a busy machine can pass the idle timeout before
# this script runs again): when the 17th is answered, the server must
# have closed at least one of the 16 (each has its own idle timer: the
# first closed makes room, the others may still stand); they were
# connected first, and the kernel hands the server its connections in
# that order.
/usr/bin/python3 - "$url" > conns.out 2>&1 <<'PY'
import socket, sys, time, urllib.parse
u = urllib.parse.urlparse(sys.argv[1])
held = [socket.create_connection((u.hostname, u.port)) for _ in range(16)]
s = socket.create_connection((u.hostname, u.port))
s.settimeout(60)
req = b"GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
try:
    s.sendall(req)
    got = s.recv(64)
except (socket.timeout, OSError):
    got = b""
standing = 0
for c in held:
    c.setblocking(False)
    try:
        if c.recv(1, socket.MSG_PEEK) != b"":
            standing += 1
    except BlockingIOError:
        standing += 1
    except OSError:
        pass
print("while-full", b" 200 " in got[:16] and standing == len(held))
s.close()
# the silent ones: closed by the server within its idle timeout (1 s);
# wait up to 60 s for that, whatever the load
closed = 0
deadline = time.time() + 60
for c in held:
    c.settimeout(max(0.1, deadline - time.time()))
    try:
        if c.recv(1) == b"":
            closed += 1
    except (socket.timeout, OSError):
        pass
print("idle-closed", closed)
s = socket.create_connection((u.hostname, u.port))
s.settimeout(60)
s.sendall(req)
print("after", b" 200 " in s.recv(64)[:16])
PY
step -o conns.out "no 17th connection served while 16 stand" \
    grep -qx 'while-full False' conns.out
step -o conns.out "--idle-timeout 1 closed the 16 silent connections" \
    grep -qx 'idle-closed 16' conns.out
step -o conns.out "served again once they were closed" \
    grep -qx 'after True' conns.out

kill -TERM $sp
wait $sp
step -o serve.err "SIGTERM: status 0" [ $? -eq 0 ]
