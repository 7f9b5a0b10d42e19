#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon3-one-per-group.sh: a group key that is one per response,
# so that every group of a step holds one record and GRPO's advantage is
# the reward itself (a group of one), silently.  Two ways a new user
# meets it:
# - AReaL's multi-turn dumps.  inclusionAI/AReaL @ 4aef98d8d
#   (2026-05-21), areal/infra/workflow_executor.py _dump_trajectory:
#   prompt_end = seqlen - sum(loss_mask), so when a tool's reply inside
#   the completion is masked out, "prompt" runs on into the first turn by
#   that many tokens: a different prompt for each sample, and
#   --preset areal (group=prompt) made each its own group.  The preset
#   now reads the text before the assistant turn (prompt~{}@assistant,
#   t-dumps-areal-turns.sh); the prompts read whole, --field
#   group=prompt, are still one key a response.
# - --field group=id where id names the response, not the prompt.
# papo-advantage now says so once (with --strict-groups it stops), and
# stays quiet when the groups hold several records or --group-size is
# given.  Records made up.
set -u
. "$TOP/tests/lib.sh"

mkdir -p trial/rollout/3
u='<|im_start|>user\nWhat is 3*4? Use the tool.<|im_end|>\n<|im_start|>assistant\n'
t='<tool_call>calc</tool_call><|im_end|>\n<|im_start|>user\n<tool_response>12</tool_response><|im_end|>\n<|im_start|>assistant\n'
printf '%s\n' \
    "{\"task_id\": 0, \"sample_idx\": 0, \"seqlen\": 90, \"prompt_len\": 41, \"head_version\": 3, \"tail_version\": 3, \"reward\": 1.0, \"prompt\": \"$u<tool_call>\", \"completion\": \"calc</tool_call>...The answer is 12.<|im_end|>\"}" \
    "{\"task_id\": 0, \"sample_idx\": 1, \"seqlen\": 95, \"prompt_len\": 44, \"head_version\": 3, \"tail_version\": 3, \"reward\": 0.0, \"prompt\": \"$u<tool_call>calc\", \"completion\": \"</tool_call>...It is 13.<|im_end|>\"}" \
    "{\"task_id\": 0, \"sample_idx\": 2, \"seqlen\": 99, \"prompt_len\": 52, \"head_version\": 3, \"tail_version\": 3, \"reward\": 1.0, \"prompt\": \"$u$t\", \"completion\": \"So 12.<|im_end|>\"}" \
    > trial/rollout/3/0.jsonl

papo-advantage --preset areal --field group=prompt -m grpo trial \
    > a.jsonl 2> a.err ||
    fail "papo-advantage on AReaL's multi-turn dump: $(cat a.err)"
step -o a.err "every group of one record: said, once, naming the key" \
    grep -qxF "papo-advantage: step 3: each of its 3 groups has one record (a group of one: advantage 0 under papo, r / (1 + eps) under grpo); is 'prompt' one key a prompt? (--field group=KEY, or --blocks N for N responses in a row)" a.err
step -o a.jsonl "the records are written all the same" \
    [ "$(wc -l < a.jsonl)" -eq 3 ]
papo-advantage --preset areal --field group=prompt -m grpo --strict-groups \
    trial \
    > s.jsonl 2> s.err
step -o s.err "--strict-groups stops on it (65)" [ $? -eq 65 ]
# the fix the message points at: AReaL's task, one group here
papo-advantage --preset areal -m grpo --field group=task_id trial \
    > t.jsonl 2> t.err || fail "--field group=task_id: $(cat t.err)"
step -o t.err "grouped by task_id: nothing said" [ ! -s t.err ]
step -o t.jsonl "grouped by task_id: one group's advantages" \
    jq -e -s 'map(.adv) | (.[0] > 0 and .[1] < 0 and .[0] == .[2])' t.jsonl
papo-advantage --preset areal --field group=prompt -m grpo --group-size 3 \
    trial \
    > /dev/null 2> g.err || fail "--group-size 3: $(cat g.err)"
# --group-size cuts each key's records: one a key stays one, and each
# such group is now said to be short of it (t-afternoon5-group-size-short)
step -o g.err "--group-size given: the one-per-group line not said" \
    sh -c '! grep -q "each of its 3 groups has one record" g.err'
step -o g.err "--group-size given: each group of one said to be short" \
    [ "$(grep -c 'has 1 record, fewer than --group-size 3' g.err)" -eq 3 ]

# --field group=id, an id a response, over two steps: said once
printf '%s\n' '{"id": "r1", "step": 1, "r_out": 1}' \
    '{"id": "r2", "step": 1, "r_out": 0}' '{"id": "r3", "step": 2, "r_out": 1}' \
    '{"id": "r4", "step": 2, "r_out": 0}' > ids.jsonl
papo-advantage -m grpo --field group=id ids.jsonl > /dev/null 2> id.err ||
    fail "--field group=id: $(cat id.err)"
step -o id.err "a response's id as the group: said once, for step 1" \
    sh -c "[ \$(wc -l < id.err) -eq 1 ] && grep -q \"^papo-advantage: step 1: each of its 2 groups has one record .*is 'id' one key a prompt?\" id.err"
# a step of real groups beside: nothing said of it
printf '%s\n' '{"g": "a", "r_out": 1}' '{"g": "a", "r_out": 0}' \
    '{"g": "b", "r_out": 1}' '{"g": "b", "r_out": 1}' > real.jsonl
papo-advantage -m grpo --field group=g real.jsonl > /dev/null 2> real.err ||
    fail "groups of two: $(cat real.err)"
step -o real.err "groups of two: nothing said" [ ! -s real.err ]
# one group of one alone in its step: nothing to compare, nothing said
printf '%s\n' '{"g": "a", "r_out": 1}' > lone.jsonl
papo-advantage -m grpo --field group=g lone.jsonl > /dev/null 2> lone.err ||
    fail "one record: $(cat lone.err)"
step -o lone.err "a step of one group: nothing said" [ ! -s lone.err ]
