#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-cache.sh: the judgment cache: a run killed with SIGKILL
# resumes without asking again what it had stored, concurrent runs
# share one cache file, a changed sampling parameter or the swapped
# order (--swap) is a new key, and the API key goes to the server and
# nowhere else.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-cache

requests() { grep -c '^chat' log; }
rows() { sqlite3 "$1" 'SELECT count(*) FROM judgment'; }

awk 'BEGIN { for (i = 0; i < 200; i++)
	printf "{\"id\":%d,\"problem\":\"p\",\"solution\":\"s\",\"response\":\"r%d [[score=%s]]\",\"r_out\":1}\n", i, i, (i % 2 ? "1" : "0.5") }' > in.jsonl
awk 'BEGIN { for (i = 0; i < 200; i++) print i, (i % 2 ? "1" : "0.5") }' > want

start_standin --log log --latency 100

# Kill a run halfway with SIGKILL.
papo-judge -q --cache c.sqlite -e "$url" -c 8 in.jsonl > part.jsonl 2>&1 &
jp=$!
k=0
until [ -f c.sqlite ] && [ "$(rows c.sqlite 2>/dev/null || echo 0)" -ge 20 ]; do
	k=$((k + 1))
	[ $k -gt 400 ] && fail "the first run stored nothing in 20 s"
	sleep 0.05
done
kill -9 $jp
wait $jp 2>/dev/null
stored=$(rows c.sqlite)
first=$(requests)
step "the killed run stored $stored judgments (want some, not all)" \
    eval '[ "$stored" -gt 0 ] && [ "$stored" -lt 200 ]'

# Resume: only what was not stored is asked; the result is complete.
papo-judge -q --cache c.sqlite -e "$url" -c 8 in.jsonl > out.jsonl ||
    fail "resumed run: exit status $?"
second=$(( $(requests) - first ))
step "resumed run asked $second, expected $((200 - stored))" \
    [ $second -eq $((200 - stored)) ]
jq -r '"\(.id) \(.r_proc)"' out.jsonl > got
step "resumed run: wrong scores" diff want got > /dev/null
step "resumed run: cached count is not $stored" \
    [ "$(jq -s 'map(select(.judge.cached)) | length' out.jsonl)" -eq "$stored" ]

# A rerun asks nothing; a changed sampling parameter is a new key.
before=$(requests)
papo-judge -q --cache c.sqlite -e "$url" in.jsonl > again.jsonl ||
    fail "rerun: exit status $?"
step "a rerun sent requests" [ "$(requests)" -eq "$before" ]
jq -r '"\(.id) \(.r_proc)"' again.jsonl > got
step "rerun: wrong scores" diff want got > /dev/null
papo-judge -q --cache c.sqlite -e "$url" --temperature 0.5 in.jsonl \
    > hot.jsonl || fail "temperature run: exit status $?"
step "a new temperature did not ask again" \
    [ "$(requests)" -eq $((before + 200)) ]
step "expected 400 judgments stored" [ "$(rows c.sqlite)" -eq 400 ]

# The judge's position check: the same records judged again with the
# response shown before the reference (--swap) are new requests, not
# the cached judgments of the first order; the scores of the two orders
# go to fields of their own in the same records.
before=$(requests)
papo-judge -q --cache c.sqlite -e "$url" --swap --field r_proc=r_proc_swap \
    --field judge=judge_swap again.jsonl > both.jsonl ||
    fail "swapped run: exit status $?"
step "the swapped order was answered from the cache" \
    [ "$(requests)" -eq $((before + 200)) ]
[ "$(jq -s 'map(select(.judge.cached == true and .judge_swap.cached == false
    and .r_proc == .r_proc_swap)) | length' both.jsonl)" -eq 200 ] ||
    fail "swapped run: $(head -2 both.jsonl)"
papo-judge -q --cache c.sqlite -e "$url" --swap in.jsonl > /dev/null ||
    fail "swapped rerun: exit status $?"
step "a swapped rerun asked again" [ "$(requests)" -eq $((before + 200)) ]
kill $sp
wait $sp 2>/dev/null

# Two runs at once on one cache file: both complete, nothing locked out.
start_standin --log log --latency 5
papo-judge -q --cache shared.sqlite -e "$url" -c 16 in.jsonl > c1.jsonl 2> e1 &
p1=$!
papo-judge -q --cache shared.sqlite -e "$url" -c 16 in.jsonl > c2.jsonl 2> e2 &
p2=$!
wait $p1 || fail "concurrent run 1: exit status $?: $(cat e1)"
wait $p2 || fail "concurrent run 2: exit status $?: $(cat e2)"
for f in c1.jsonl c2.jsonl; do
	jq -r '"\(.id) \(.r_proc)"' $f > got
	step "concurrent run: wrong scores in $f" diff want got > /dev/null
done
cat e1 e2 > e12
step -o e12 "concurrent runs: no complaint" \
    eval '[ ! -s e1 ] && [ ! -s e2 ]'
step "shared cache: 200 rows" \
    [ "$(rows shared.sqlite)" -eq 200 ]

# No --cache: the default file under $XDG_CACHE_HOME.
head -3 in.jsonl > three.jsonl
papo-judge -q -e "$url" three.jsonl > /dev/null || fail "default cache run"
step "the default cache file holds no judgments" \
    [ "$(rows "$XDG_CACHE_HOME/papo/judge.sqlite")" -eq 3 ]
kill $sp
wait $sp 2>/dev/null

# The API key: from PAPO_API_KEY (or OPENAI_API_KEY, or --api-key-env),
# sent to the server, never printed, never stored.
key=s3cr3t-KEY-41
start_standin --log log --api-key $key
papo-judge --cache k.sqlite -e "$url" three.jsonl > k.jsonl 2> k.err
step "no key: expected exit 78" [ $? -eq 78 ]
step -o k.err "no key" \
    grep -q "wants an API key (HTTP 401): set PAPO_API_KEY or OPENAI_API_KEY" k.err
PAPO_API_KEY=$key papo-judge --cache k.sqlite -e "$url" three.jsonl \
    > k.jsonl 2> k.err || fail "PAPO_API_KEY: exit status $?: $(cat k.err)"
OPENAI_API_KEY=$key papo-judge -q --no-cache -e "$url" three.jsonl \
    > k2.jsonl || fail "OPENAI_API_KEY: exit status $?"
MY_KEY=$key papo-judge -q --no-cache --api-key-env MY_KEY -e "$url" \
    three.jsonl > k3.jsonl || fail "--api-key-env: exit status $?"
step "keyed run" [ "$(jq -s 'map(.r_proc) | length' k.jsonl)" -eq 3 ]
if grep -rq "$key" k.jsonl k.err k2.jsonl k3.jsonl k.sqlite* \
    "$XDG_CACHE_HOME"; then
	fail "the API key leaked"
fi
exit 0
