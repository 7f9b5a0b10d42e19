#!/bin/sh
# SPDX-License-Identifier: MIT
# t-serve-verify.sh: papo-verify --serve.  The trainers' requests as their
# clients send them (OpenRLHF, slime, NeMo Gym) checked field by field;
# the server's verdicts equal the command line's on the whole regression
# set (tests/verify/*.jsonl, through every endpoint); the bad clients
# (malformed and 100 MB bodies, 400 stalled connections, clients gone
# mid-request); the access log; SIGHUP; SIGTERM's drain and status 0.
# Traffic goes to 127.0.0.1 only; every wait is for an event, up to a
# minute.  tests/serve/client.py does the talking.
set -u
. "$TOP/tests/lib.sh"
client="$TOP/tests/serve/client.py"
aiohttp_python

# start_serve ARGS...: papo-verify --serve on a free port of 127.0.0.1
# with ARGS; sets $url and $sp once it says where it listens
start_serve() {
	serve_verify serve.err "$@"
	case $url in
	http://127.0.0.1:[0-9]*) ;;
	*) fail "--serve 0 listens on '$url', not on 127.0.0.1" ;;
	esac
}

# stop_serve: SIGTERM, which must end it with status 0
stop_serve() {
	kill -TERM $sp
	wait $sp
	_rc=$?
	step -o serve.err "SIGTERM: status 0, not $_rc" [ $_rc -eq 0 ]
}

# the options: a bad address, files beside --serve
papo-verify --serve 127.0.0.1:99999 > out 2> err && fail "port 99999 taken"
step "--serve 127.0.0.1:99999: status 64" [ $? -eq 64 ]
step -o err "--serve 127.0.0.1:99999" \
    grep -q "invalid value '127.0.0.1:99999' for --serve" err
papo-verify --serve 0 in.jsonl > out 2> err && fail "--serve took a file"
step "--serve with a file: status 64" [ $? -eq 64 ]

# the trainers' clients, with the access log on
start_serve --access-log access.log
$py "$client" trainers "$url" > trainers.out 2>&1
step -o trainers.out "the trainers' clients" [ $? -eq 0 ]
tail -n 1 trainers.out
# examples/verl_reward_http.py, verl's custom reward function over HTTP
PAPO_SERVE_URL=$url PYTHONPATH="$TOP/examples" $py - > verl.out 2>&1 <<'PY'
import verl_reward_http as v
assert v.compute_score("math", "so \\boxed{12}", "12") == 1.0
assert v.compute_score("math", "so \\boxed{13}", 12) == 0.0
assert v.compute_score("math", "no answer here", "12") == 0.0
d = v.compute_details("math", "\\boxed{\\frac{1}{2}}", "0.5")
assert d["verify"] == "equal" and d["pred"] == "\\frac{1}{2}", d
print("ok")
PY
step -o verl.out "verl_reward_http.py" [ $? -eq 0 ]
# SIGHUP reloads nothing, says so, and the server goes on
kill -HUP $sp
wait_text $sp serve.err 'SIGHUP: nothing to reload'
kill -0 $sp 2>/dev/null || fail "SIGHUP ended the server"
$py "$client" trainers "$url" > trainers2.out 2>&1
step -o trainers2.out "the trainers' clients after SIGHUP" [ $? -eq 0 ]
stop_serve
n=$(wc -l < access.log)
step "access log: 60 lines or more, not $n" [ "$n" -ge 60 ]
step -o access.log "access log: status, client, path and seconds" \
    jq -e -s 'all(.[]; (.status | type) == "number" and
    .client == "127.0.0.1" and (.path | type) == "string" and
    .seconds >= 0)' access.log > /dev/null

# the regression set through every endpoint, against the command line
prompt=$($py "$client" prompt)
start_serve
for f in regress cases; do
	jq -c '{response: .pred, answer: .gold}' "$TOP/tests/verify/$f.jsonl" \
	    > $f.in.jsonl || fail "$f: not JSONL"
	# the command line is given the prompt the client sends as the
	# problem, as the server reads it: a name or a noun the problem
	# does not hold is read alike on both sides
	jq -c --arg p "$prompt" '. + {problem: $p}' $f.in.jsonl \
	    > $f.cli.in.jsonl || fail "$f: not JSONL"
	papo-verify -q $f.cli.in.jsonl > $f.cli.jsonl ||
	    fail "papo-verify $f.in.jsonl failed"
	$py "$client" regress "$url" $f.cli.in.jsonl $f.cli.jsonl \
	    > $f.out 2>&1
	step -o $f.out "$f through every endpoint, as the command line" \
	    [ $? -eq 0 ]
	tail -n 1 $f.out
done
# a JSON array, and -k's bad lines, byte for byte
jq -s . regress.cli.in.jsonl > arr.json
papo-verify -q arr.json > arr.cli.jsonl || fail "papo-verify arr.json failed"
$py "$client" regress "$url" arr.json arr.cli.jsonl > arr.out 2>&1
step -o arr.out "a JSON array, as the command line" [ $? -eq 0 ]
stop_serve
printf '%s\n' '{"response": "\\boxed{1}", "answer": "1"}' '{oops' \
    '{"response": "2", "answer": "3"}' > k.jsonl
papo-verify -k -q k.jsonl > k.cli.jsonl 2> /dev/null
start_serve -k
$py "$client" regress "$url" k.jsonl k.cli.jsonl > k.out 2>&1
step -o k.out "-k's bad lines, as the command line" [ $? -eq 0 ]
stop_serve

# the bad clients, with a short idle timeout
start_serve --idle-timeout 1
$py "$client" bad "$url" > bad.out 2>&1
step -o bad.out "the bad clients" [ $? -eq 0 ]
tail -n 1 bad.out
# memory bounded: the 100 MB bodies are not held (--max-body is 64M)
rss=$(awk '/^VmRSS/ { print int($2 / 1024) }' /proc/$sp/status)
step "after the bad clients the server holds under 256 MiB, not $rss" [ "$rss" -lt 256 ]
stop_serve

# bodies over --max-body: one up to 64 MB past it is read and answered
# 413 (a client that sends it whole sees the 413, never a reset, and
# papo_client.py sends its batch in halves); one further past is
# answered on its headers
start_serve --max-body 600K
$py "$client" over "$url" 614400 > over.out 2>&1
step -o over.out "bodies over --max-body: 413, never a reset" [ $? -eq 0 ]
stop_serve

# SIGTERM with a request in flight: answered, then status 0
start_serve
$py "$client" drain "$url" $sp > drain.out 2>&1
step -o drain.out "SIGTERM with a request in flight: answered" [ $? -eq 0 ]
wait $sp
rc=$?
step -o serve.err "after the drain: status 0, not $rc" [ $rc -eq 0 ]
step -o serve.err "drain" grep -q 'SIGTERM: draining' serve.err
echo "serve: trainers, regression set, bad clients, bodies over --max-body and drain hold"
