#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon-verifiers.sh: vf-eval -s results of a completion-format
# environment.  PrimeIntellect-ai/verifiers @ a60a606ec (2026-08-21):
# verifiers/legacy/envs/environment.py still takes message_type=
# "completion" (deprecated, warned), and save_utils.py state_to_output
# writes prompt and completion through serialize_messages_for_output
# (verifiers/legacy/utils/message_utils.py), which returns a string as it
# is: prompt and completion are then strings, not message lists.
# --preset verifiers read only prompt[-1].content and
# completion[role=assistant].content and stopped at the first record
# ("field ... is missing ... or --preset trl").  The records below follow
# save_outputs' key order (Python json, ASCII); content made up.
set -u
. "$TOP/tests/lib.sh"

d=outputs/evals/arith--m/1a2b3c4d
mkdir -p $d
r() {
	printf '{"example_id": %s, "prompt": "Q: %s\\nA:", "completion": "%s", "answer": "%s", "reward": %s, "error": null, "timing": {"total": 1.5}, "is_completed": true, "is_truncated": false, "stop_condition": "completed", "metrics": {"correct_answer": %s}, "token_usage": {"input_tokens": 12.0, "output_tokens": %s}, "correct_answer": %s}\n' \
	    "$1" "$2" "$3" "$4" "$5" "$5" "$6" "$5"
}
{
	r 0 'What is 2+2?' ' 2+2 = 4, so the answer is \\\\boxed{4}.' 4 1.0 14.0
	r 1 'What is 3*3?' ' The answer is \\\\boxed{6}.' 9 0.0 9.0
	r 0 'What is 2+2?' ' The answer is \\\\boxed{5}.' 4 0.0 9.0
	r 1 'What is 3*3?' ' 3*3 = 9. The answer is \\\\boxed{9}.' 9 1.0 15.0
} > $d/results.jsonl
step -o $d/results.jsonl "the sample is JSON" jq -e -s 'length == 4' \
    $d/results.jsonl

papo-verify -q --preset verifiers $d/results.jsonl > v.jsonl 2> v.err
step -o v.err "papo-verify: read (exit 0)" [ $? = 0 ]
step -o v.jsonl "papo-verify: its verdicts are the env's own reward" \
    jq -e -s 'length == 4 and all(.r_out == .reward)' v.jsonl
step -o v.jsonl "papo-verify: the answer read from the completion string" \
    jq -e -s 'all(.pred == (.completion | capture("boxed\\{(?<b>[^}]*)\\}").b))' \
    v.jsonl
papo-judge --dry-run -m m --preset verifiers --select all $d/results.jsonl \
    > j.out 2> j.err
step -o j.err "papo-judge --dry-run: the prompt string is the problem" \
    grep -q 'What is 3\*3?' j.out
papo-advantage --preset verifiers -m grpo < v.jsonl > a.jsonl 2> a.err ||
    fail "papo-advantage: $(cat a.err)"
papo-stats --preset verifiers -f tsv -m responses,groups,accuracy,length_mean \
    < a.jsonl > s.tsv 2> s.err || fail "papo-stats: $(cat s.err)"
want=$(jq -r -s '[length, (map(.example_id) | unique | length),
    (map(.reward) | add / length),
    (map(.token_usage.output_tokens) | add / length)] | @tsv' \
    $d/results.jsonl)
step -o s.tsv "papo-stats: responses, groups, accuracy, length" \
    [ "$(tail -n 1 s.tsv | cut -f 2-)" = "$want" ]

# chat-format records beside them are read as before: the last message
printf '%s\n' '{"example_id": 2, "prompt": [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "What is 5-1?"}], "completion": [{"role": "assistant", "content": "\\boxed{4}"}], "answer": "4", "reward": 1.0}' \
    > chat.jsonl
papo-verify -q --preset verifiers chat.jsonl > c.jsonl 2> c.err ||
    fail "papo-verify: $(cat c.err)"
step -o c.jsonl "chat format: the assistant message" \
    jq -e '.pred == "4" and .r_out == 1' c.jsonl
