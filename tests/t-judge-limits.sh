#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-limits.sh: papo-judge against real servers' limits (issue 28),
# with the stand-in judge (tests/helpers/papo-standin.c, no model): a
# server behind a rate limit gets every judgment with few refusals; a
# server that answers 500 to everything stops the run early with 69 and
# its message; the progress line says why the last retry was made.
# Nothing is timed: counts of judgments and of refused requests.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-limits

awk 'BEGIN { for (i = 1; i <= 200; i++)
	printf "{\"id\":%d,\"problem\":\"p%d\",\"solution\":\"s\",\"response\":\"r%d\",\"r_out\":1}\n", i, i, i }' > in.jsonl

# a rate limit of 50 requests a second, 64 in flight asked for, and one
# retry a record: the window adapts, Retry-After holds the starts back,
# and a refusal for load while others are judged is not a failure
start_standin --rate 50 --log log
papo-judge -e "$url" --no-cache --retries 1 --concurrency 64 \
    --progress-interval 0.2 in.jsonl > out 2> err
st=$?
stop_standin
step -o err "rate limit: exit status $st, expected 0" [ $st -eq 0 ]
judged=$(jq -s '[.[] | select(.r_proc != null)] | length' out)
step -o err "rate limit: $judged of 200 judged" [ "$judged" -eq 200 ]
asked=$(grep -c '^chat' log)
refused=$(grep -c '^chat 429 rate' log)
# without adaptation, 3 in 5 requests or more are refused (221 of 347
# before it); with it, under a half even on a loaded machine or under
# the sanitizers, where replies come later and the window is less exact
step -o log "rate limit: $refused of $asked requests refused, expected under a half" \
    [ $((refused * 2)) -lt "$asked" ]
# the server holds 200 requests to 3 s at least: progress lines came,
# and a retry there said why
step -o err "rate limit: the progress line says the last retry's reason" \
    grep -q 'retries (last: HTTP 429)' err

# a dead judge: every request answered 500; the run stops early, with
# 69 and the server's message, and writes no null score
start_standin --fault 500:all --log log2
papo-judge -e "$url" --no-cache --backoff 0.05 in.jsonl > out2 2> err2
st=$?
stop_standin
step -o err2 "dead judge: exit status $st, expected 69" [ $st -eq 69 ]
step -o err2 "dead judge: the server's last message" \
    grep -q 'every endpoint keeps failing.*HTTP 500: Internal server error' err2
step -o out2 "dead judge: no null score written" \
    sh -c '! grep -q "\"r_proc\":null" out2'
asked=$(grep -c '^chat' log2)
# 200 records with 8 retries each would be 1800 requests: stopped long before
step -o log2 "dead judge: $asked requests, expected fewer than 400" \
    [ "$asked" -lt 400 ]
