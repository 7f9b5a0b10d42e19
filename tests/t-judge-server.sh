#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-server.sh: what papo-judge checks with the server before and
# while it works: the model name and context length from /v1/models, a
# context overflow (not retried), a server that goes away mid-run; and
# the other rubrics end to end (5 tiers, a reference answer without a
# solution, answer equivalence).
set -u
d=$(mktemp -d "${TMPDIR:-/tmp}/t-judge-server.XXXXXX")
cd "$d" || exit 1
export XDG_CACHE_HOME="$d/xdg"
. "$TOP/tests/lib.sh"
cleanup='rm -rf "$d"'

printf '{"problem":"p","solution":"s","response":"r [[score=1]]","r_out":1}\n' > one.jsonl

start_standin --model judge-a --max-model-len 4096 --log log
# the one served model is the default
papo-judge -q --no-cache -e "$url" --max-tokens 1000 one.jsonl > out.jsonl ||
    fail "default model: exit status $?"
step -o out.jsonl "default model" \
    jq -e '.r_proc == 1 and .judge.model == "judge-a"' out.jsonl > /dev/null
# a wrong name fails fast, listing what is served
papo-judge -q --no-cache -e "$url" -m gpt-oss-20b one.jsonl > out.jsonl 2> err
step "wrong model: expected exit 78" [ $? -eq 78 ]
step -o err "wrong model" \
    grep -qF "papo-judge: model 'gpt-oss-20b' is not served at '$url' (it serves 'judge-a')" err
step "wrong model: output written" [ ! -s out.jsonl ]
step "wrong model: requests were sent" [ "$(grep -c '^chat' log)" -eq 1 ]
# a base URL without /v1: stopped at the check, not a file of nulls
papo-judge -q --no-cache -e "${url%/v1}" one.jsonl > out.jsonl 2> err
step -o err "no /v1: expected exit 64" [ $? -eq 64 ]
step -o err "no /v1" \
    [ "$(cat err)" = "papo-judge: endpoint '${url%/v1}' has no /models (HTTP 404): an OpenAI-compatible base URL ends in /v1, as in '$url'" ]
step "no /v1: output written" [ ! -s out.jsonl ]
# max tokens that leave no room for the prompt
papo-judge -q --no-cache -e "$url" --max-tokens 4096 one.jsonl > /dev/null 2> err
step "max tokens: expected exit 78" [ $? -eq 78 ]
step -o err "max tokens" \
    grep -q "max-tokens 4096 leaves no room for the prompt in the 4096-token context of model 'judge-a'" err
# a prompt that does not fit: a 400, reported, not retried
awk 'BEGIN { printf "{\"problem\":\"p\",\"solution\":\"s\",\"r_out\":1,\"response\":\""
	for (i = 0; i < 3000; i++) printf "long "
	print "\"}" }' > long.jsonl
before=$(grep -c '^chat' log)
papo-judge -q --no-cache -e "$url" --max-tokens 2000 long.jsonl > out.jsonl
step "overflow: expected exit 75" [ $? -eq 75 ]
jq -e '.r_proc == null and .judge.error == "context_overflow" and
    .judge.attempts == 1' out.jsonl > /dev/null || fail "overflow: $(cat out.jsonl)"
step "overflow was retried" [ "$(grep -c '^chat' log)" -eq $((before + 1)) ]
stop_standin

# The 5-tier rubric: 0.75 is a score, 0.7 is not.
start_standin
printf '%s\n' \
  '{"problem":"p","solution":"s","response":"r [[score=0.75]]","r_out":1}' \
  '{"problem":"p","solution":"s","response":"r [[score=0.7]]","r_out":1}' \
  > five.jsonl
papo-judge -q --no-cache -e "$url" -r 5-tier five.jsonl > out.jsonl
step "5-tier: expected exit 75" [ $? -eq 75 ]
step -o out.jsonl "5-tier" \
    [ "$(jq -c '[.r_proc, .judge.error]' out.jsonl | tr -d '\n')" = '[0.75,null][null,"no_score"]' ]

# No worked solution, only a reference answer (most dumps): the answer
# rubrics judge such records, and the report names the rubric used.
printf '%s\n' \
  '{"problem":"p","answer":"42","response":"r [[score=0.5]]","r_out":1}' \
  > answer.jsonl
papo-judge -q --no-cache -e "$url" -r 3-tier-answer answer.jsonl > out.jsonl ||
    fail "3-tier-answer: exit status $?"
step -o out.jsonl "3-tier-answer" \
    jq -e '.r_proc == 0.5 and .judge.rubric == "3-tier-answer"' out.jsonl > /dev/null
papo-judge -q --no-cache -e "$url" -r 5-tier-answer answer.jsonl > out.jsonl ||
    fail "5-tier-answer: exit status $?"
step -o out.jsonl "5-tier-answer" \
    jq -e '.r_proc == 0.5 and .judge.rubric == "5-tier-answer"' out.jsonl > /dev/null

# The answer-equivalence fallback: wrong answers only; r_out becomes 1
# when the judge says CORRECT; a failed judgment keeps the checker's 0;
# the report goes to judge_answer.
printf '%s\n' \
  '{"id":1,"problem":"p","answer":"1/2","response":"0.5 [[grade=CORRECT]]","r_out":0}' \
  '{"id":2,"problem":"p","answer":"3","response":"4 [[grade=INCORRECT]]","r_out":0}' \
  '{"id":3,"problem":"p","answer":"3","response":"3","r_out":1}' \
  '{"id":4,"problem":"p","answer":"2","response":"two [[say=no idea]]","r_out":0}' \
  > eq.jsonl
papo-judge -q --no-cache -e "$url" -r answer-equivalence eq.jsonl > out.jsonl
step "equivalence: expected exit 75" [ $? -eq 75 ]
jq -c '[.id, .r_out, .judge_answer.error, has("judge"), has("r_proc")]' \
    out.jsonl > got
cat > want <<'W'
[1,1,null,false,false]
[2,0,null,false,false]
[3,1,null,false,false]
[4,0,"no_score",false,false]
W
step "equivalence: wrong fields" diff want got
sed -n 3p eq.jsonl > want
sed -n 3p out.jsonl > got
step "equivalence: a correct record was touched" cmp -s want got

# The server goes away mid-run: papo-judge does not fail every record
# that follows (a night of nulls); once a request has used its retries
# on refused connections it stops, writes the records judged so far in
# order, says so, and exits 69 (t-judge-signals.sh resumes such a run
# from the cache).
stop_standin
awk 'BEGIN { for (i = 0; i < 20; i++)
	printf "{\"problem\":\"p\",\"solution\":\"s\",\"response\":\"r%d [[score=1]]\",\"r_out\":1}\n", i }' > twenty.jsonl
start_standin --latency 300 --log gone.log
papo-judge -q --no-cache -e "$url" -c 2 --retries 2 --backoff 0.05 \
    twenty.jsonl > out.jsonl 2> err &
jp=$!
# mid-run, whatever the machine's load: a third request is sent only
# once one of the first two (-c 2) is answered, so one is judged
i=0
while [ "$(grep -c '^chat' gone.log 2>/dev/null)" -lt 3 ]; do
	i=$((i + 1))
	[ $i -gt 1200 ] && fail "server gone: no third request in a minute"
	sleep 0.05
done
stop_standin
wait $jp
step -o err "server gone: expected exit 69" [ $? -eq 69 ]
step -o err "server gone: no message" \
    grep -q "^papo-judge: no judge endpoint answers: '$url' (.*); stopped: " err
n=$(wc -l < out.jsonl)
step "server gone: all 20 records written" [ "$n" -lt 20 ]
# what is written is judged, in order; nothing failed for the outage
step -o out.jsonl "server gone: a record written without its judgment" \
    [ "$(jq -s 'map(select(.r_proc == 1 and .judge.error == null)) | length' out.jsonl)" -eq "$n" ]
head -n "$n" twenty.jsonl | jq -r .response > want
jq -r .response out.jsonl > got
step "server gone: records out of order" diff want got > /dev/null
exit 0
