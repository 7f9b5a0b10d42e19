#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-prime-rl-chat-prompt.sh: a prime-rl task whose prompt is a
# chat.  verifiers v1 (PrimeIntellect-ai/verifiers @ a60a606,
# 2026-08-21: verifiers/v1/task.py TaskData) types a task's prompt as
# "str | Messages | None", and prime-rl's FileMonitor.log_episodes
# writes the task's data as it is: task.data.prompt a list of messages
# (a system prompt, the user's question, its content a string or a
# list of parts).  --preset prime-rl read the problem as
# task.data.prompt alone: papo-judge stopped (65) at the first such
# episode ("field 'task.data.prompt' must be a string, not array") and
# papo-verify read no problem (a unit or the options the problem asks
# in were lost).  The preset now reads task.data.prompt[-1].content,
# else the string, as --preset verifiers reads the v1 eval's episodes.
# Fixture: prime-rl/'s six episodes, their prompts made chats here.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
src=$TOP/tests/frameworks/prime-rl/rollouts/step_2/train/effective/traces.jsonl
mkdir -p rollouts/step_3/train/all
f=rollouts/step_3/train/all/traces.jsonl
python3 - "$src" "$f" <<'PY' || fail "the chat prompts not written"
import json, sys
with open(sys.argv[1]) as src, open(sys.argv[2], "w") as out:
    for k, line in enumerate(src):
        r = json.loads(line)
        p = r["task"]["data"]["prompt"]
        user = {"role": "user", "content": p}
        if k % 2:               # a vision task's user turn, as parts
            user["content"] = [{"type": "text", "text": p}]
        r["task"]["data"]["prompt"] = [
            {"role": "system", "content": "Reason step by step."}, user]
        out.write(json.dumps(r) + "\n")
PY

papo-verify --preset prime-rl "$f" > v.jsonl 2> v.err
step -o v.err "papo-verify reads the episodes" [ $? -eq 0 ]
step -o v.jsonl "the verdicts are those of the string prompts" [ "$(jq -c \
    '[.id, .r_out, .pred]' v.jsonl)" = "$(papo-verify -q --preset prime-rl \
    "$src" | jq -c '[.id, .r_out, .pred]')" ]
papo-judge --preset prime-rl -e http://127.0.0.1:9/v1 --model m --dry-run \
    < v.jsonl > dry.jsonl 2> dry.err
step -o dry.err "papo-judge reads the chat prompt's problem" [ $? -eq 0 ]
# each request shows its episode's question (the user's turn), not the
# system prompt nor the messages as JSON
jq -r 'select(.r_out == 1) | .task.data.prompt[-1].content |
    if type == "array" then .[0].text else . end | .[-60:]' v.jsonl \
    > asked.txt
jq -r '.messages[-1].content' dry.jsonl > shown.txt
while IFS= read -r q; do
	grep -qF -- "$q" shown.txt || echo "not shown: $q"
done < asked.txt > missing.txt
step -o missing.txt "the judge is shown each user's question" \
    test -s asked.txt -a ! -s missing.txt
step -o shown.txt "not the system prompt, nor a message list" [ "$(grep -c \
    'Reason step by step\.\|"role"' shown.txt)" -eq 0 ]
start_standin
papo-judge --preset prime-rl -e "$url" < v.jsonl > j.jsonl 2> j.err
st=$?
stop_standin
step -o j.err "papo-judge judges the right answers" [ $st -eq 0 ]
step -o j.jsonl "every right answer judged" [ "$(jq -r 'select(.r_out == 1
    and .r_proc != null) | 1' j.jsonl | wc -l)" -eq "$(jq -r \
    'select(.r_out == 1) | 1' v.jsonl | wc -l)" ]
papo-advantage --preset prime-rl -m grpo j.jsonl | papo-stats --preset \
    prime-rl -f tsv > s.tsv 2> s.err
step -o s.err "the pipeline ends in step 3's row" [ "$(cut -f1,2,3 s.tsv |
    sed -n 2p)" = "$(printf '3\t6\t3')" ]
steps_end
