#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-openai-batch.sh: the OpenAI Batch API's output file (vLLM's
# run_batch writes the same lines): {id, custom_id, response:
# {status_code, request_id, body: a chat or text completion}, error}, a line a
# request, in any order, its replies in body.choices; the prompt and
# any reference are in the batch's input file ({custom_id, method, url,
# body: the request}).  papo-verify said only "field 'response' must be
# a string, not object", papo-advantage that 'group' is missing; both
# now name the form and the reply's path, and papo(7) gives the jq that
# joins input and output (run here from the man page itself).  Fixture
# tests/frameworks/openai-batch/ (by hand: three chat requests of n = 3,
# one failed; one /v1/completions request as vLLM answers it; the
# references in the requests' metadata).
set -u
. "$TOP/tests/lib.sh"
fw=$TOP/tests/frameworks/openai-batch

for t in verify advantage stats; do
	papo-$t "$fw"/batch_output.jsonl > out.$t 2> err.$t
	echo $? > rc.$t
done
for t in verify advantage; do
	step -o err.$t "papo-$t stops (65) on the batch output" \
	    [ "$(cat rc.$t)" -eq 65 ]
	step -o err.$t "papo-$t names the form, file and line" grep -q \
	    "^papo-$t: .*batch_output.jsonl:1: .*this is an OpenAI batch output" \
	    err.$t
	step -o err.$t "papo-$t gives the reply's path" grep -qF \
	    "response.body.choices[0].message.content" err.$t
done

papo-judge --dry-run -m m --select all "$fw"/batch_output.jsonl \
    > /dev/null 2> err.judge
step -o err.judge "papo-judge names the form too" grep -q \
    "batch_output.jsonl:1: .*this is an OpenAI batch output" err.judge
# papo(7)'s command, as the page writes it
cmd=$(sed -n 's/^\.Dl \(jq -c --slurpfile in INPUT.jsonl .*\) OUTPUT.jsonl > records.jsonl$/\1/p' \
    "$TOP/man/papo.7" | sed 's/\\(dq/"/g; s|INPUT.jsonl|"$fw"/batch_input.jsonl|')
step "papo(7) holds the join" [ -n "$cmd" ]
eval "$cmd \"\$fw\"/batch_output.jsonl" > records.jsonl 2> jq.err
step -o jq.err "the join runs" [ $? -eq 0 ]
step -o records.jsonl "a record a request that did not fail" \
    [ "$(jq -r .id records.jsonl | sort | tr '\n' ' ')" = "gsm8k-0 gsm8k-1 " ]
papo-verify --explode responses,finish_reason --field response=responses records.jsonl \
    > v.jsonl 2> v.err
step -o v.err "papo-verify reads a record a reply" \
    [ "$(jq -c '[.id, .r_out]' v.jsonl | tr -d '\n')" = \
    '["gsm8k-1",1]["gsm8k-1",0]["gsm8k-1",1]["gsm8k-0",1]["gsm8k-0",0]["gsm8k-0",1]' ]
papo-advantage -m grpo v.jsonl > a.jsonl 2> a.err
step -o a.err "papo-advantage groups the replies by their prompt" \
    [ "$(jq -s 'group_by(.id) | map(map(.adv) | add | fabs < 1e-9) | all' a.jsonl)" = true ]
papo-stats -f tsv -m responses,groups,accuracy a.jsonl > st.tsv 2> st.err
step -o st.err "papo-stats: 6 replies, 2 groups" \
    [ "$(sed -n 2p st.tsv | cut -f2-3)" = "$(printf '6\t2')" ]
# vLLM's run_batch over /v1/completions: a prompt, replies in .text
cmd2=$(printf '%s' "$cmd" | sed 's|batch_input.jsonl|completions_input.jsonl|')
eval "$cmd2 \"\$fw\"/completions_output.jsonl" > rc.jsonl 2> jq2.err
step -o jq2.err "the join reads a /v1/completions batch" [ $? -eq 0 ]
papo-verify --explode responses,finish_reason --field response=responses rc.jsonl \
    > vc.jsonl 2> vc.err
step -o vc.err "its replies' text, each scored" \
    [ "$(jq -c '[(.problem | length > 0), .r_out]' vc.jsonl | tr -d '\n')" = \
    '[true,1][true,0]' ]
steps_end
