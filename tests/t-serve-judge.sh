#!/bin/sh
# SPDX-License-Identifier: MIT
# t-serve-judge.sh: papo-judge --serve against papo-standin, a STAND-IN
# for a vLLM judge that runs no model ([[score=X]] in a response is its
# score; prompts holding SLOW are answered 3 s late).  The trainers'
# payloads checked field by field; /v1/records byte for byte what the
# command line writes (JSONL, a JSON array, -k, a bad line: 400); a
# judgment past --deadline (r_proc null, error deadline, cached when it
# comes); a client's retry joined to the judgment in flight (the
# stand-in's request count); the judge down (replies with reasons,
# --null-reward); 503 with Retry-After under overload; --max-body,
# --idle-timeout, --access-log; SIGHUP; SIGTERM's drain.  Traffic goes
# to 127.0.0.1 only; every wait is for an event, up to a minute.
set -u
d=$(mktemp -d "${TMPDIR:-/tmp}/t-serve-judge.XXXXXX")
cd "$d" || exit 1
export XDG_CACHE_HOME="$d/xdg"
unset PAPO_API_KEY OPENAI_API_KEY
. "$TOP/tests/lib.sh"
cleanup='rm -rf "$d"'
client="$TOP/tests/serve/judge_client.py"
aiohttp_python

# the stand-in judge, slow for prompts holding SLOW; $judge its URL
start_standin --log standin.log --fault slow:0:SLOW --slow 3000
judge=$url
stand=$sp

# start_judge papo-judge ARGS...: papo-judge --serve on a free port of 127.0.0.1
# with ARGS; sets $url and $jp once it says where it listens
start_judge() {
	: > serve.err
	"$@" --serve 0 2> serve.err &
	jp=$!
	pids="$pids $jp"
	wait_serving $jp serve.err papo-judge
}

# stop_judge: SIGTERM, which must end it with status 0
stop_judge() {
	kill -TERM $jp
	wait $jp
	step -o serve.err "SIGTERM ends the server with status 0" test $? -eq 0
}

# run NAME ARGS...: judge_client.py ARGS... as one step
run() {
	_n=$1
	shift
	step -o $_n.out "$_n" sh -c '"$@" > "$0" 2>&1' $_n.out $py "$client" "$@"
}

step 'papo-judge --serve takes no file' \
    sh -c '! papo-judge --serve 0 x.jsonl 2> err && grep -q "reads no files" err'
step 'papo-judge --deadline 0 is refused' \
    sh -c '! papo-judge --serve 0 --deadline 0 2> err &&
	grep -q "invalid value .0. for --deadline" err'

# the trainers, the access log
start_judge papo-judge -e "$judge" --cache c1.sqlite --deadline 30 --access-log acc.log
run trainers trainers "$url"
kill -HUP $jp
wait_text $jp serve.err 'SIGHUP: nothing to reload'
step 'the server goes on after SIGHUP' curl -sf -o /dev/null "$url/health"
stop_judge
step -o acc.log 'the access log has a line a request' \
    test "$(jq -s 'map(select(.path == "/reward")) | length' acc.log)" -ge 60

# /v1/records: byte for byte the command line's (fresh caches both)
awk 'BEGIN { for (i = 0; i < 40; i++)
	printf "{\"id\":%d,\"problem\":\"p%d\",\"solution\":\"s\",\"response\":\"r%d [[score=%s]]\",\"acc\":%s}\n",
	    i, i, i, (i % 3 ? "1" : "0.5"), (i % 4 ? "true" : "false") }' > in.jsonl
papo-judge -q -e "$judge" --cache cli.sqlite in.jsonl > cli.jsonl ||
    fail "papo-judge in.jsonl failed"
jq -s . in.jsonl > in.json
printf '%s\n' '{"problem":"p","solution":"s","response":"a [[score=1]]","acc":true}' \
    '{oops' '{"problem":"p","solution":"s","response":"b [[score=0]]","acc":true}' > k.jsonl
papo-judge -q -k -e "$judge" --cache clik.sqlite k.jsonl > clik.jsonl 2> /dev/null
start_judge papo-judge -e "$judge" --cache srv.sqlite
curl -s --data-binary @in.jsonl "$url/v1/records" > srv.jsonl
step -o srv.jsonl '/v1/records: the command line, byte for byte' cmp srv.jsonl cli.jsonl
curl -s --data-binary @in.json "$url/v1/records" > srv2.jsonl
# the array comes from the cache now: the same records but for
# judge.cached and judge.attempts
norm='if .judge then del(.judge.cached, .judge.attempts) else . end'
jq -c "$norm" srv2.jsonl > a
jq -c "$norm" cli.jsonl > b
step -o srv2.jsonl '/v1/records: a JSON array, as the command line reads it' cmp a b
curl -s -o bad.out -w '%{http_code}' --data-binary @k.jsonl "$url/v1/records" > code
step -o bad.out '/v1/records: a bad line without -k is 400 with the message' \
    sh -c 'test "$(cat code)" = 400 && grep -q "<request>:2:" bad.out'
stop_judge
start_judge papo-judge -k -e "$judge" --cache srvk.sqlite
curl -s --data-binary @k.jsonl "$url/v1/records" > srvk.jsonl
step -o srvk.jsonl '/v1/records -k: the command line, byte for byte' cmp srvk.jsonl clik.jsonl
stop_judge

# more records than --window holds, in one request: a window at a time
start_judge papo-judge -e "$judge" --cache srvw.sqlite -c 2 --window 2
run window window "$url"
curl -s --data-binary @in.jsonl "$url/v1/records" > srvw.jsonl
step -o srvw.jsonl '/v1/records through --window 2: the command line, byte for byte' \
    cmp srvw.jsonl cli.jsonl
stop_judge

# the deadline, and a retry joined to the judgment in flight
start_judge papo-judge -e "$judge" --cache c2.sqlite --deadline 1
run deadline deadline "$url" standin.log
stop_judge
start_judge papo-judge -e "$judge" --cache c3.sqlite --deadline 40
run join join "$url" standin.log
# the drain: SIGTERM while a judgment is in flight
$py "$client" drain "$url" $jp standin.log > drain.out 2>&1
step -o drain.out 'SIGTERM: the request in flight is answered' test $? -eq 0
wait $jp
step -o serve.err 'SIGTERM drains and ends with status 0' test $? -eq 0

# overload: one record at a time, the judge slow
start_judge papo-judge -e "$judge" --cache c4.sqlite -c 1 --window 1 --deadline 5 \
    --max-connections 16
run overload overload "$url" standin.log
stop_judge

# the judge down: nothing listens where it was
stop_standin
start_judge papo-judge -e "$judge" -m standin-judge --no-cache --retries 0 \
    --null-reward -1 --max-body 1K --idle-timeout 1
run down down "$url"
head -c 2000 /dev/zero | tr '\0' x > big
curl -s -o big.out -w '%{http_code}' --data-binary @big "$url/reward" > code
step -o big.out '--max-body 1K: a 2 KB body is 413' test "$(cat code)" = 413
# an idle connection is closed after --idle-timeout 1
step '--idle-timeout 1 closes an idle connection' $py -c '
import socket, sys
h, p = sys.argv[1].split("//")[1].split(":")
s = socket.create_connection((h, int(p)), timeout=60)
sys.exit(0 if s.recv(1) == b"" else 1)' "$url"
stop_judge
