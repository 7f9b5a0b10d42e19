#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon7-reply-cut.sh: a new user gives papo-verify an OpenAI
# Batch API output file; papo-verify names it and suggests
# --field response='response.body.choices[0].message.content'.  Pasted,
# that read a reply the API cut at its token limit (its choice's
# finish_reason "length", beside the text, not at the record's root) as
# a whole one: "The answer is 5" cut before its full stop was rewarded.
# Now the finish reason of every object the response lies in is read:
# the suggestion, extracted from the message and run, gives the cut
# replies no answer and the others their verdicts; and so for the other
# replies kept whole under a key of their own (completions' text,
# Gemini's candidates, a chat message), every cut word in any case.
# Records made up, in the shapes of the APIs' documentation.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon7-reply-cut

# the batch output, a reply a line, the cut ones said in cut.txt
i=0
for fr in stop length LENGTH max_tokens abort stop Length \
    max_output_tokens context_length tool_calls; do
	i=$((i + 1))
	printf '{"id":"batch_%d","custom_id":"r%d","response":{"status_code":200,"request_id":"q","body":{"object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"The answer is %d"},"finish_reason":"%s"}]}},"error":null,"answer":"%d"}\n' \
	    $i $i $i "$fr" $i
done > batch.jsonl
jq -r '.response.body.choices[0].finish_reason |
    if test("^(stop|tool_calls)$") then "equal" else "no_answer" end' \
    batch.jsonl > want.txt

# the suggestion of the message, pasted as it is
papo-verify batch.jsonl > /dev/null 2> msg.err
sug=$(sed -n "s/.*the reply is \(--field response='[^']*'\).*/\1/p" msg.err)
step -o msg.err "the batch output named, a --field suggested" [ -n "$sug" ]
eval "papo-verify -q $sug batch.jsonl" > out.jsonl 2> out.err
rc=$?
step -o out.err "the suggestion pasted runs" [ $rc -eq 0 ]
jq -r .verify out.jsonl > got.txt
step -o got.txt "the suggestion pasted: a cut reply has no answer" \
    cmp -s got.txt want.txt

# the other shapes: the same reply, cut or not, at a depth of its own
for fr in stop length MAX_TOKENS abort; do
	case $fr in stop) w=equal ;; *) w=no_answer ;; esac
	printf '{"answer":"5","choices":[{"text":"The answer is 5","finish_reason":"%s"}]}\t%s\tchoices[0].text\n' "$fr" $w
	printf '{"answer":"5","candidates":[{"content":{"parts":[{"text":"The answer is 5"}]},"finishReason":"%s"}]}\t%s\tcandidates[0].content.parts[0].text\n' "$fr" $w
	printf '{"answer":"5","out":{"messages":[{"role":"user","content":"q"},{"role":"assistant","content":"The answer is 5","stop_reason":"%s"}]}}\t%s\tout.messages[role=assistant].content\n' "$fr" $w
done > shapes.tsv
bad=0
while IFS='	' read -r rec w path; do
	got=$(printf '%s\n' "$rec" | papo-verify -q --field "response=$path" |
	    jq -r .verify)
	if [ "$got" != "$w" ]; then
		printf '%s: %s, not %s\n' "$rec" "$got" "$w"
		bad=1
	fi
done < shapes.tsv > shapes.out
step -o shapes.out "a finish reason beside a nested response is read" \
    [ $bad -eq 0 ]

# papo(7)'s join and the command after it, pasted from the page, on a
# batch with a reply cut and a request the API answered with HTTP 400
# (error null: the failure is in response)
cmd=$(sed -n 's/^\.Dl \(jq -c --slurpfile in INPUT.jsonl .*\)$/\1/p' \
    "$TOP/man/papo.7" | sed 's/\\(dq/"/g; s/\\e/\\/g')
then=$(sed -n 's/^\.Ql \(papo-verify --explode responses.* records.jsonl\)$/\1/p' \
    "$TOP/man/papo.7")
step "papo(7) holds the join and what runs after it" \
    test -n "$cmd" -a -n "$then"
for k in 1 2 3; do
	printf '{"custom_id":"q%d","method":"POST","url":"/v1/chat/completions","body":{"model":"m","n":2,"messages":[{"role":"user","content":"What is %d+%d?"}],"metadata":{"answer":"%d"}}}\n' \
	    $k $k $k $((k + k))
done > INPUT.jsonl
printf '%s\n' \
    '{"id":"b1","custom_id":"q1","response":{"status_code":200,"request_id":"a","body":{"choices":[{"index":0,"message":{"role":"assistant","content":"The answer is 2"},"finish_reason":"length"},{"index":1,"message":{"role":"assistant","content":"The answer is 2."},"finish_reason":"stop"}]}},"error":null}' \
    '{"id":"b2","custom_id":"q2","response":{"status_code":400,"request_id":"b","body":{"error":{"message":"bad request","type":"invalid_request_error"}}},"error":null}' \
    '{"id":"b3","custom_id":"q3","response":{"status_code":200,"request_id":"c","body":{"choices":[{"index":0,"message":{"role":"assistant","content":"The answer is 6."},"finish_reason":"stop"},{"index":1,"message":{"role":"assistant","content":"The answer is 6"},"finish_reason":"length"}]}},"error":null}' \
    > OUTPUT.jsonl
eval "$cmd" 2> jq.err
rc=$?
step -o jq.err "papo(7)'s join runs past a request that failed (HTTP 400)" \
    test $rc -eq 0 -a ! -s jq.err
step -o records.jsonl "a record a request that did not fail" \
    [ "$(jq -r .id records.jsonl | tr '\n' ' ')" = "q1 q3 " ]
eval "$then" > v.jsonl 2> v.err
rc=$?
step -o v.err "papo(7)'s papo-verify runs" [ $rc -eq 0 ]
step -o v.jsonl "papo(7)'s pipeline: a reply cut at its limit has no answer" \
    [ "$(jq -r .verify v.jsonl | tr '\n' ' ')" = \
    "no_answer equal equal no_answer " ]
steps_end
