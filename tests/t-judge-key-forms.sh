#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-key-forms.sh: the API key a server echoes transformed (upper
# case, URL-encoded, base64, split by a zero-width space or a line
# break, all but its last character) reaches no record, message or
# cache; a secret in an endpoint's query string is sent but never
# written.  The stand-in judge (a stand-in: it runs no model) says what
# each record's [[say=]] asks.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-key-forms

key=sk-live-0123456789abcdefXYZ
up=SK-LIVE-0123456789ABCDEFXYZ
b64=$(printf '%s' "Bearer $key" | base64)
zw=$(printf 'sk-live-0123\342\200\213456789abcdefXYZ')
for form in "$up" "sk%2Dlive%2D0123456789abcdefXYZ" "$b64" "$zw" \
    'sk-live-0123\n456789abcdefXYZ' "sk-live-0123456789abcdefXY"; do
	printf '{"problem":"[[say=Your header was %s. Score: 1]]","solution":"s","response":"r"}\n' \
	    "$form"
done > in.jsonl
start_standin --log log
PAPO_API_KEY=$key papo-judge -e "$url" -m standin-judge --select all \
    --no-follow-up --keep-reply full --cache c.sqlite in.jsonl \
    > out.jsonl 2> err
step -o err "a record out for each of the 6 in" [ "$(wc -l < out.jsonl)" -eq 6 ]
# what papo-judge wrote: the judge objects (the input's own fields are
# the user's), its messages, the cache
jq -c .judge out.jsonl > judge.jsonl
for f in judge.jsonl err c.sqlite; do
	for needle in 0123456789abcdef 0123456789ABCDEF "$b64" \
	    c2stbGl2ZS0wMTIzNDU2Nzg5 NrLWxpdmUtMDEyMzQ1Njc4OWFi \
	    456789abcdefXY; do
		step -o "$f" "$f does not hold '$needle'" \
		    eval '! grep -aq -- "$needle" "$f"'
	done
done
step -o judge.jsonl "every form redacted" \
    [ "$(grep -c 'API key' judge.jsonl)" -eq 6 ]

# a secret in the endpoint's query string: never written
printf '{"problem":"p","solution":"s","response":"r"}\n' > one.jsonl
papo-judge -e "http://127.0.0.1:9/v1?sig=S3CR3T-SIG" -m m --no-cache \
    --select all --retries 0 one.jsonl > q.jsonl 2> q.err
cat q.jsonl q.err > q.all
step -o q.all "the query string is not written" \
    eval '! grep -q S3CR3T q.jsonl q.err'
step -o q.all "the endpoint is named" \
    grep -q '127.0.0.1:9/v1?\.\.\.' q.jsonl q.err
exit 0
