#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-slime-chat-prompt.sh: a slime sample whose prompt is a chat.
# THUDM/slime @ 624b824 (2026-08-21): slime/utils/types.py types
# Sample.prompt as "str | list[dict[str, str]]" (the dataset's messages,
# when the chat template is applied later, as agent rollouts do), and
# save_debug_rollout_data writes it as it is.  --preset slime read the
# problem as prompt: papo-judge stopped (65) at the first such sample
# ("field 'prompt' must be a string, not array") and papo-verify read no
# problem.  The preset now reads prompt[-1].content, else the string.
# Fixture: slime/'s rollout 1, its ChatML prompts made messages here.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
src=$TOP/tests/frameworks/slime/rollout_data/1.jsonl
mkdir rollout_data
python3 - "$src" rollout_data/1.jsonl <<'PY' || fail "the chat prompts not written"
import json, re, sys
with open(sys.argv[1]) as src, open(sys.argv[2], "w") as out:
    for line in src:
        r = json.loads(line)
        turns = re.findall(r"<\|im_start\|>(\w+)\n(.*?)<\|im_end\|>",
                           r["prompt"], re.S)
        r["prompt"] = [{"role": a, "content": b} for a, b in turns]
        assert r["prompt"][-1]["role"] == "user"
        out.write(json.dumps(r) + "\n")
PY

papo-verify --preset slime rollout_data > v.jsonl 2> v.err
step -o v.err "papo-verify reads the samples" [ $? -eq 0 ]
step -o v.jsonl "the verdicts are those of the string prompts" [ "$(jq -c \
    '[.index, .r_out, .pred]' v.jsonl)" = "$(papo-verify -q --preset slime \
    "$src" | jq -c '[.index, .r_out, .pred]')" ]
papo-judge --preset slime -e http://127.0.0.1:9/v1 --model m --dry-run \
    < v.jsonl > dry.jsonl 2> dry.err
step -o dry.err "papo-judge reads the chat prompt's problem" [ $? -eq 0 ]
step -o dry.jsonl "a request for each right answer" [ "$(wc -l \
    < dry.jsonl)" -eq "$(jq -r 'select(.r_out == 1) | 1' v.jsonl | wc -l)" ]
jq -r 'select(.r_out == 1) | .prompt[-1].content | .[-60:]' v.jsonl \
    > asked.txt
jq -r '.messages[-1].content' dry.jsonl > shown.txt
while IFS= read -r q; do
	grep -qF -- "$q" shown.txt || echo "not shown: $q"
done < asked.txt > missing.txt
step -o missing.txt "the judge is shown each user's question" \
    test -s asked.txt -a ! -s missing.txt
step -o shown.txt "not the system prompt, nor a message list" [ "$(grep -c \
    'You are Qwen\|"role"' shown.txt)" -eq 0 ]
steps_end
