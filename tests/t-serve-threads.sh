#!/bin/sh
# SPDX-License-Identifier: MIT
# t-serve-threads.sh: papo-verify --serve --threads N: N event loops
# (libmicrohttpd's thread pool, each loop with its own checker), said at
# start, one more thread each in the process, counted together at GET
# /metrics, and the verdicts those loops give equal to the command
# line's on the whole regression set, through every endpoint; the bad
# clients with two loops.  Every wait is for an event.
set -u
. "$TOP/tests/lib.sh"
command -v curl > /dev/null || fail "curl is missing (make deps installs it)"
client="$TOP/tests/serve/client.py"
aiohttp_python

# stop: SIGTERM, status 0 wanted
stop() {
	kill -TERM $sp
	wait $sp
}

# threads PID: the threads of process PID
threads() { ls /proc/$1/task | wc -l; }

# metric NAME FILE: the value of the metric line NAME (labels included)
metric() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }

serve_verify one.err --threads 1
n1=$(threads $sp)
curl -s "$url/metrics" > one.metrics
stop
step -o one.err "--threads 1: one event loop said" \
    grep -q '; 1 event loop)' one.err
step -o one.metrics "--threads 1: papo_event_loops 1" \
    [ "$(metric papo_event_loops one.metrics)" = 1 ]
serve_verify def.err
curl -s "$url/metrics" > def.metrics
stop
step -o def.metrics "no --threads: one event loop (the default)" \
    [ "$(metric papo_event_loops def.metrics)" = 1 ]
serve_verify three.err -j 3
n3=$(threads $sp)
stop
step -o three.err "-j 3: three event loops said" \
    grep -q '; 3 event loops)' three.err
step "-j 3: two threads more than --threads 1 ($n1, $n3)" \
    [ "$n3" -eq $((n1 + 2)) ]

# two loops: 64 requests on 16 connections at once, all counted
serve_verify two.err --threads 2 --access-log access.log
n2=$(threads $sp)
step -o two.err "--threads 2: two event loops said" \
    grep -q '; 2 event loops)' two.err
step "--threads 2: one thread more than --threads 1 ($n1, $n2)" \
    [ "$n2" -eq $((n1 + 1)) ]
$py - "$url" > replies.out 2>&1 <<'PY'
import aiohttp, asyncio, sys
async def main(url):
    conn = aiohttp.TCPConnector(limit=16)
    async with aiohttp.ClientSession(connector=conn) as s:
        async def one(i):
            body = {"prompt": "q", "response": "so \\boxed{%d}" % i,
                    "label": str(i % 2)}
            async with s.post(url + "/reward", json=body) as r:
                return (await r.text()).strip()
        got = await asyncio.gather(*[one(i) for i in range(64)])
    for g in got:
        print(g)
asyncio.run(main(sys.argv[1]))
PY
step -o replies.out "64 replies at once: 1 for the two right (0, 1), 0 else" \
    [ "$(tr '\n' ' ' < replies.out)" = "1 1 $(printf '0 %.0s' $(seq 62))" ]
# a request is counted (and logged) when the loop is done with it, which
# may be after its reply reached the client: wait for 64, up to a minute
slime200='papo_requests_total{endpoint="slime",code="200"}'
i=0
until curl -s "$url/metrics" > two.metrics &&
    [ "$(metric "$slime200" two.metrics)" = 64 ] || [ $i -ge 600 ]; do
	sleep 0.1
	i=$((i + 1))
done
step -o two.metrics "/metrics counts the 64 of both loops" \
    [ "$(metric "$slime200" two.metrics)" = 64 ]
step -o two.metrics "/metrics: papo_event_loops 2" \
    [ "$(metric papo_event_loops two.metrics)" = 2 ]
step -o two.metrics "/metrics: 2 equal verdicts in all" \
    [ "$(metric 'papo_verdicts_total{verdict="equal"}' two.metrics)" = 2 ]
step -o access.log "the access log: 64 JSON lines from both loops" \
    [ "$(jq -s 'map(select(.path == "/reward" and .status == 200)) |
    length' access.log)" = 64 ]

# the regression set through every endpoint, two loops
# (the command line given the client's prompt as the problem, as the
# server reads it)
prompt=$($py "$client" prompt)
for f in regress cases; do
	jq -c --arg p "$prompt" '{response: .pred, answer: .gold,
	    problem: $p}' "$TOP/tests/verify/$f.jsonl" > $f.in.jsonl ||
	    fail "$f: not JSONL"
	papo-verify -q $f.in.jsonl > $f.cli.jsonl ||
	    fail "papo-verify $f.in.jsonl failed"
	step -o $f.out "--threads 2: $f's verdicts equal the command line's" \
	    $py "$client" regress "$url" $f.in.jsonl $f.cli.jsonl > $f.out 2>&1
done
stop
step -o two.err "--threads 2: SIGTERM drains, status 0" [ $? -eq 0 ]

# the bad clients, two loops
serve_verify bad.err --threads 2 --idle-timeout 1
step -o bad.out "--threads 2: the bad clients get their errors" \
    $py "$client" bad "$url" > bad.out 2>&1
stop
echo "serve --threads: loops, counters, verdicts hold"
