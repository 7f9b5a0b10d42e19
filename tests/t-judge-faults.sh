#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-faults.sh: papo-judge against the stand-in server with every
# fault it can inject: each record gets its own fault (the stand-in
# matches its [[id=...]] marker), retries take milliseconds, and every
# record must end with the score or with the error that explains it.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-faults

# One record per fault; R_* ids fail their first attempt(s) only.
for id in R429 R408 R500 R503 RFLAT500 RFLAT503 RDROP RHANG RBROKEN RSLOW \
    FNULL FWM F400 FNOSCORE F503 OK; do
	printf '{"id":"%s","problem":"p","solution":"s","response":"%s [[id=%s]] [[score=0.5]]","r_out":1}\n' \
	    "$id" "$id" "$id"
done > in.jsonl

start_standin --log log --retry-after 0 \
    --fault 429:1:R429 --fault 408:1:R408 --fault 500:2:R500 \
    --fault 503:1:R503 --fault 500-flat:1:RFLAT500 --fault 503-flat:1:RFLAT503 \
    --fault drop:1:RDROP --fault hang:1:RHANG --fault broken:1:RBROKEN \
    --fault slow:1:RSLOW --slow 300 \
    --fault null:all:FNULL --fault wrong-model:all:FWM --fault 400:all:F400 \
    --fault noscore:all:FNOSCORE --fault 503:all:F503

papo-judge -q -e "$url" --no-cache --timeout 2 --backoff 0.01 \
    --backoff-max 0.05 --retries 3 in.jsonl > out.jsonl 2> err
st=$?
step -o err "exit status $st, expected 75" [ $st -eq 75 ]
step -o out.jsonl "lost records" [ "$(wc -l < out.jsonl)" -eq 16 ]
jq -r '[.id, (.r_proc | tostring), (.judge.error // "ok"),
    (.judge.attempts | tostring)] | join(" ")' out.jsonl > got ||
    fail "output is not JSON"
cat > want <<'W'
R429 0.5 ok 2
R408 0.5 ok 2
R500 0.5 ok 3
R503 0.5 ok 2
RFLAT500 0.5 ok 2
RFLAT503 0.5 ok 2
RDROP 0.5 ok 2
RHANG 0.5 ok 2
RBROKEN 0.5 ok 2
RSLOW 0.5 ok 1
FNULL null truncated 1
FWM null wrong_model 4
F400 null context_overflow 1
FNOSCORE null no_score 2
F503 null http_503 4
OK 0.5 ok 1
W
step "judgments differ from the expected ones" diff want got
# a failure says why, and the server's own words come along
# (jq 1.6's -e looks at the last input only: pick the record first)
record() { jq -c --arg id "$1" 'select(.id == $id)' out.jsonl > rec.json; }
record F503
jq -e '.judge.message ==
    "HTTP 503: The server is overloaded; gave up after 4 attempts"' \
    rec.json > /dev/null || fail "no reason for F503: $(cat rec.json)"
record FWM
step -o rec.json "the wrong model is not named" \
    jq -e '.judge.model == "some-other-model"' rec.json > /dev/null
# the stand-in saw exactly the attempts the reports count (FNOSCORE: its
# follow-up turn too)
sent=$(jq -s 'map(.judge.attempts) | add' out.jsonl)
step "the reports count $sent attempts, not 33" [ "$sent" -eq 33 ]
step -o log "expected 33 requests" [ "$(grep -c '^chat' log)" -eq 33 ]
# --quiet: nothing on stderr
step -o err "stderr with --quiet" [ ! -s err ]

# Without --quiet: each failure names its line, then a summary.
papo-judge -e "$url" --no-cache --timeout 2 --backoff 0.01 --retries 1 \
    in.jsonl > /dev/null 2> err
step "second run: exit status, expected 75" [ $? -eq 75 ]
step -o err "no per-record message" \
    grep -q "^papo-judge: in.jsonl:11: no judgment (truncated): " err
step -o err "no summary" grep -q "^papo-judge: 16 records, 16 selected: " err
kill $sp
wait $sp 2>/dev/null

# Retry-After is honoured: a 429 asking for 1 s costs at least 1 s even
# though --backoff asks for 10 ms.
start_standin --retry-after 1 --fault 429:1
printf '{"problem":"p","solution":"s","response":"r [[score=1]]","r_out":1}\n' > one.jsonl
t0=$(date +%s%N)
papo-judge -q -e "$url" --no-cache --backoff 0.01 one.jsonl > out.jsonl ||
    fail "429 then success: exit status $?"
t1=$(date +%s%N)
step "retried after $(( (t1 - t0) / 1000000 )) ms, before Retry-After" \
    [ $(( (t1 - t0) / 1000000 )) -ge 1000 ]
step -o out.jsonl "429 then success" \
    jq -e '.r_proc == 1 and .judge.attempts == 2' out.jsonl > /dev/null
kill $sp
wait $sp 2>/dev/null

# ... up to --backoff-max: a Retry-After of 10 minutes waits 0.3 s (at
# least that long; were the cap not applied, the wait would outlast
# wait_end's minute and fail the test: nothing is timed from above)
start_standin --retry-after 600 --fault 429:1
t0=$(date +%s%N)
papo-judge -q -e "$url" --no-cache --backoff 0.01 --backoff-max 0.3 \
    one.jsonl > out.jsonl &
wait_end $! "papo-judge with Retry-After: 600 and --backoff-max 0.3"
t1=$(date +%s%N)
step "capped Retry-After: exit status $rc" [ "$rc" -eq 0 ]
ms=$(( (t1 - t0) / 1000000 ))
step "a Retry-After of 600 s with --backoff-max 0.3 waited $ms ms" \
    [ $ms -ge 300 ]
step -o out.jsonl "capped Retry-After" \
    jq -e '.r_proc == 1 and .judge.attempts == 2' out.jsonl > /dev/null
kill $sp
wait $sp 2>/dev/null

# Reasoning text in "reasoning", in "reasoning_content", or absent.
for rf in reasoning reasoning_content none; do
	start_standin --reasoning-field $rf
	papo-judge -q -e "$url" --no-cache one.jsonl > out.jsonl ||
	    fail "reasoning field $rf: exit status $?"
	step "reasoning field $rf" jq -e '.r_proc == 1' out.jsonl > /dev/null
	kill $sp
	wait $sp 2>/dev/null
done

# A run that gives up before the first request (no endpoint answers, the
# rubric or an input is missing) still closes its cache: SQLite leaves
# no -wal and -shm files beside it, and under ASan nothing leaks.
port_free=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
start_standin
for why in endpoint rubric input; do
	rm -f c.db c.db-wal c.db-shm
	case $why in
	endpoint) set -- -e "http://127.0.0.1:$port_free/v1" in.jsonl ;;
	rubric) set -- -e "$url" --rubric no-such-rubric in.jsonl ;;
	input) set -- -e "$url" no-such-input.jsonl ;;
	esac
	papo-judge -q --cache c.db --timeout 2 --retries 0 "$@" \
	    > /dev/null 2> err
	st=$?
	step -o err "$why: exit status $st, expected a failure" [ $st -ne 0 ]
	step "$why: the cache left a -wal file beside it" [ ! -e c.db-wal ]
	step "$why: the cache left a -shm file beside it" [ ! -e c.db-shm ]
done
kill $sp
wait $sp 2>/dev/null
sp=
exit 0

