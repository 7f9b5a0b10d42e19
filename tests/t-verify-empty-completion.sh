#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-empty-completion.sh: a response that is an empty array (a
# chat rollout that errored: verifiers writes "completion": [] for one)
# is no response, as null: the record gets no_answer and the run goes
# on (it stopped the run with exit 65, "must be a string, not array");
# an array with messages is still an error without a preset that reads
# it, and with --preset verifiers the assistant's message is read.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-empty-completion

printf '%s\n' '{"answer":"4","completion":[]}' \
    '{"answer":"4","completion":[{"role":"assistant","content":"\\boxed{4}"}]}' \
    > in.jsonl
papo-verify -q --preset verifiers in.jsonl > out.jsonl 2> err
step -o err "--preset verifiers: exit status $?, expected 0" [ $? -eq 0 ]
step -o out.jsonl "every record kept" [ "$(wc -l < out.jsonl)" -eq 2 ]
step -o out.jsonl "the errored rollout is no_answer, the other equal" \
    jq -e -s '[.[].verify] == ["no_answer", "equal"]' out.jsonl
printf '%s\n' '{"answer":"4","response":[]}' \
    '{"answer":"4","response":["\\boxed{4}"]}' > in2.jsonl
papo-verify -q in2.jsonl > out2.jsonl 2> err2
st=$?
step -o err2 "a non-empty array: exit status $st, expected 65" [ $st -eq 65 ]
step -o err2 "the message names the file, line and type" \
    grep -q "in2.jsonl:2:.*must be a string, not array" err2
step -o out2.jsonl "the empty array before it is no_answer" \
    jq -e -s '.[0].verify == "no_answer"' out2.jsonl
