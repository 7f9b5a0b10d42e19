#!/bin/sh
# SPDX-License-Identifier: MIT
# t-serve-problem.sh: papo-verify --serve reads the problem in the prompt
# as the command line reads a record's problem: an answer given as an
# option's text against a letter (and the reverse) is rewarded through
# every endpoint shape (OpenRLHF's query/prompts under the ChatML and
# Llama 3 templates, slime's prompt, its /dict, NeMo Gym's row,
# /v1/records) exactly when papo-verify rewards the record.  Cases:
# tests/verify/kinds-options.jsonl and tests/serve/problem-cases.jsonl
# (the right option last, where a template's end token follows it).
. "$TOP/tests/lib.sh"
command -v curl > /dev/null || fail "curl is missing (make deps installs it)"

cat "$TOP/tests/verify/kinds-options.jsonl" \
    "$TOP/tests/serve/problem-cases.jsonl" > cases.jsonl
papo-verify -q cases.jsonl > cli.jsonl || fail "papo-verify cases.jsonl"
# the command line's rewards, null as --null-reward's 0
jq -c '.r_out // 0' cli.jsonl > want
# the rewards that need the problem: none without it
jq -c 'del(.problem)' cases.jsonl | papo-verify -q | jq -c '.r_out // 0' \
    > bare || fail "papo-verify without the problem"
step -o want "the cases need the problem (7 rewarded, none without it)" \
    sh -c '[ "$(grep -c "^1$" want)" = 7 ] && ! grep -q "^1$" bare'

serve_verify serve.err

# post PATH FILE OUT: POST FILE to PATH, the reply in OUT; fails unless 200
post() {
	_c=$(curl -s -o "$3" -w '%{http_code}' -H 'Content-Type: application/json' \
	    --data-binary @"$2" "$url$1") && [ "$_c" = 200 ] ||
	    fail "POST $1: status $_c: $(head -c 300 "$3")"
}

# OpenRLHF: the whole set in one request, the prompt in a chat template
# (the query is prompt + response + end token)
openrlhf() {	# OPEN CLOSE: the template around the problem
	jq -s --arg o "$1" --arg c "$2" '{
	    query: map($o + (.problem // "") + $c + .response + "<|im_end|>"),
	    prompts: map($o + (.problem // "") + $c),
	    labels: map(.answer)}' cases.jsonl
}
openrlhf '<|im_start|>system
Put the final answer in \boxed{}.<|im_end|>
<|im_start|>user
' '<|im_end|>
<|im_start|>assistant
' > chatml.json
post /get_reward chatml.json chatml.out
jq -c '.rewards[]' chatml.out > got
step -o got "OpenRLHF (ChatML): the command line's rewards" cmp -s got want
openrlhf '<|begin_of_text|><|start_header_id|>user<|end_header_id|>

' '<|eot_id|><|start_header_id|>assistant<|end_header_id|>

' > llama.json
post /get_reward llama.json llama.out
jq -c '.rewards[]' llama.out > got
step -o got "OpenRLHF (Llama 3): the command line's rewards" cmp -s got want
# the same requests without their prompts: the problem was what counted
jq '.prompts |= map("") | .query |= map(sub("^.*<\\|im_start\\|>assistant\n"; ""))' \
    chatml.json > noprompt.json
post /get_reward noprompt.json noprompt.out
jq -c '.rewards[]' noprompt.out > got
step -o got "OpenRLHF without the prompt: the rewards without the problem" \
    cmp -s got bare

# slime: one request a sample, the problem as the prompt; bare and /dict
# (the requests made by one jq and the replies read by one: a jq start
# is 0.02 CPU-s)
: > slime.got
: > dict.out
jq -c '{prompt: (.problem // ""), response, label: .answer}' cases.jsonl \
    > slime.jsonl || fail "jq"
while IFS= read -r rec; do
	printf '%s\n' "$rec" > s.json
	post /reward s.json s.out
	cat s.out >> slime.got
	post /reward/dict s.json d.out
	cat d.out >> dict.out
	echo >> dict.out
done < slime.jsonl
jq -c '.reward' dict.out > dict.got
step -o slime.got "slime: the command line's rewards" cmp -s slime.got want
step -o dict.got "slime /dict: the command line's rewards" cmp -s dict.got want

# NeMo Gym /verify: the problem as the user message of the row
: > gym.out
jq -c '{
    responses_create_params: {input: [
        {role: "system", content: "Answer in \\boxed{}."},
        {role: "user", content: (.problem // "")}]},
    expected_answer: .answer,
    response: {id: "resp_1", object: "response", output: [
        {id: "msg_1", type: "message", role: "assistant",
         status: "completed", content: [{type: "output_text",
         text: .response, annotations: []}]}]}}' cases.jsonl > gym.jsonl ||
    fail "jq"
while IFS= read -r rec; do
	printf '%s\n' "$rec" > g.json
	post /verify g.json g.out
	cat g.out >> gym.out
	echo >> gym.out
done < gym.jsonl
jq -c '.reward' gym.out > gym.got
step -o gym.got "NeMo Gym /verify: the command line's rewards" \
    cmp -s gym.got want

# papo's own records: byte for byte what the command line writes
post /v1/records cases.jsonl records.out
step -o records.out "/v1/records: the command line's bytes" \
    cmp -s records.out cli.jsonl

kill -TERM $sp
wait $sp
step -o serve.err "SIGTERM: status 0" [ $? -eq 0 ]
steps_end
