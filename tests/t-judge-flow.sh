#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-flow.sh: papo-judge keeps input order and bytes while replies
# come back out of order, shares the load over several endpoints (and
# works around a dead one), judges records while its input is still
# arriving, and never sends what the rubric does not select.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-flow

# 600 records: every third one wrong (never sent), odd spacing and
# escapes that must survive, scores known from their markers.
awk 'BEGIN {
	for (i = 0; i < 600; i++) {
		s = (i % 3 == 0) ? "0" : (i % 3 == 1) ? "0.5" : "1"
		ok = (i % 3 == 2) ? 0 : 1
		printf "{\"id\": %d,  \"problem\":\"p\\u00e9\",\"solution\":\"s\",\"response\":\"r%d [[id=n%d]] [[score=%s]]\", \"r_out\":%d}\n", i, i, i, s, ok
	}
}' > in.jsonl

# Replies take 1 to 60 ms depending on the prompt, so they finish out of
# order; the window is small, so it fills and drains many times.
portfile=a.port start_standin --latency 1 --jitter 60 --log a.log
a=$url
portfile=b.port start_standin --latency 1 --jitter 60 --log b.log
b=$url
papo-judge -q --no-cache -c 32 --window 50 -e "$a" -e "$b" \
    -e http://127.0.0.1:9/v1 --backoff 0.01 in.jsonl > out.jsonl 2> err ||
    fail "exit status $?: $(cat err)"

# Order and bytes: strip what papo-judge appended, get the input back.
sed 's/, *"r_proc":[^,]*,"judge":{[^}]*}}$/}/' out.jsonl > back.jsonl
cmp -s in.jsonl back.jsonl || fail "records changed or reordered:
$(diff in.jsonl back.jsonl | head -5)"
# every selected record scored as its marker says, the others untouched
jq -r 'if .r_out == 1 then "\(.id) \(.r_proc) \(.judge.error)"
    else "\(.id) \(has("r_proc")) \(has("judge"))" end' out.jsonl > got
awk 'BEGIN { for (i = 0; i < 600; i++)
	if (i % 3 == 2) print i, "false false"
	else print i, (i % 3 == 0 ? "0" : "0.5"), "null" }' > want
step -o got "every record scored as its marker says" cmp -s want got
# both live endpoints took a fair share; wrong answers were never sent
na=$(grep -c '^chat' a.log)
nb=$(grep -c '^chat' b.log)
step "$na + $nb requests for 400 records" [ $((na + nb)) -eq 400 ]
step "load not shared: $na / $nb" eval '[ $na -ge 100 ] && [ $nb -ge 100 ]'
# keep-alive: connections are reused, not opened per request
nc=$(cat a.log b.log | grep -c '^connect')
step "$nc connections for 400 requests" eval '[ $nc -ge 2 ] && [ $nc -le 80 ]'
if grep -hE 'id=n[0-9]*$' a.log b.log |
    awk -F'id=n' '$2 % 3 == 2 { bad = 1 } END { exit !bad }'; then
	fail "a wrong answer was sent to the judge"
fi

# Input read while requests are in flight: feed a FIFO one record at a
# time and wait for each judgment before writing the next.
mkfifo fifo
: > stream.jsonl
papo-judge -q --no-cache -e "$a" < fifo > stream.jsonl 2> err &
jp=$!
exec 3> fifo
for i in 1 2 3; do
	printf '{"problem":"p","solution":"s","response":"x [[score=1]]","r_out":1}\n' >&3
	k=0
	while [ "$(wc -l < stream.jsonl)" -lt $i ]; do
		k=$((k + 1))
		[ $k -gt 1200 ] && { kill $jp; fail "record $i was not judged before the input ended"; }
		sleep 0.05
	done
done
exec 3>&-
wait $jp || fail "streaming run: exit status $?: $(cat err)"
step -o stream.jsonl "streaming run" \
    [ "$(jq -s 'map(.r_proc) | add' stream.jsonl)" = 3 ]

# Identical requests in flight at once are asked once: the others wait
# for that judgment and report it as cached.
portfile=dup.port start_standin --latency 200 --log dup.log
awk 'BEGIN { for (i = 0; i < 8; i++)
	printf "{\"i\":%d,\"problem\":\"p\",\"solution\":\"s\",\"response\":\"%s\",\"r_out\":1}\n", i, (i % 2 ? "same [[score=1]]" : "same [[score=0]]") }' > dup.jsonl
papo-judge --no-cache -e "$url" dup.jsonl > dup.out 2> dup.err ||
    fail "duplicates: exit status $?"
# ... and the summary tells them from cache hits (there is no cache)
step -o dup.err "duplicates" \
    grep -q '^papo-judge: 8 records, 8 selected: 8 judged (6 shared with an identical request), 0 failed; 2 requests' dup.err
step -o dup.log "duplicates: 2 requests for 2 distinct ones" \
    [ "$(grep -c '^chat' dup.log)" -eq 2 ]
step -o dup.out "duplicates" \
    [ "$(jq -c '[.r_proc, .judge.cached, .judge.attempts]' dup.out | tr -d '\n')" = '[0,false,1][1,false,1][0,true,0][1,true,0][0,true,0][1,true,0][0,true,0][1,true,0]' ]

# On a terminal, a progress line (done of the total, rate, time left,
# failures, tokens); the summary at the end, with the tokens used.
portfile=slow.port start_standin --latency 300
head -4 in.jsonl > four.jsonl
if command -v script > /dev/null; then
	script -q -e -c "papo-judge --no-cache -c 1 -e $url four.jsonl > tty.jsonl" \
	    /dev/null > tty.out 2>&1 || fail "under a terminal: $(cat tty.out)"
	step -o tty.out "no progress line" \
	    grep -q '[0-9]/3 done ([0-9.]*%), [0-9.]*/s, ETA [0-9ms]*, 1 in flight, 0 failed, 0 retries, [0-9.]*[kMG]* tokens' tty.out
	step -o tty.out "no summary" \
	    grep -q 'papo-judge: 4 records, 3 selected: 3 judged, 0 failed; 3 requests, 0 retries, [0-9]* prompt and 90 completion tokens; ' tty.out
fi
# Not on a terminal (nohup, batch logs): a plain line now and then.
papo-judge --no-cache -c 1 -e "$url" --progress-interval 0.2 four.jsonl \
    > plain.jsonl 2> plain.err || fail "plain progress: exit status $?"
step -o plain.err "no plain progress line" \
    grep -Eq '^papo-judge: progress: [0-3]/3 done \([0-9.]+%\), [0-9.]+/s(, ETA [0-9ms]+)?, [01] in flight, 0 failed, 0 retries(, [0-9]+ tokens)?$' plain.err
step "plain progress with a carriage return" \
    eval '! grep -q "$(printf '\''\r'\'')" plain.err'
# ... and none with the default interval in a short run
papo-judge --no-cache -c 1 -e "$url" four.jsonl > plain.jsonl 2> plain.err ||
    fail "plain progress: exit status $?"
step -o plain.err "progress in a short run" \
    [ "$(grep -c progress: plain.err)" -eq 0 ]
exit 0
