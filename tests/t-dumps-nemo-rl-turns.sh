#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-nemo-rl-turns.sh: NeMo-RL's train_data_stepN.jsonl of a
# multi-turn environment.  NVIDIA-NeMo/RL @ 7ea279abf (2026-08-22):
# nemo_rl/experience/rollouts.py run_multi_turn_rollout appends the
# assistant's turn, then the environment's observation, turn after turn,
# until the environment says done; grpo.py logs every message's content,
# no roles.  content[0] is [system] user (assistant environment)...: the
# response is the last assistant turn, the last but one element.
# --preset nemo-rl read content[0][1] (content[0][2] after a system
# prompt): the first turn (a search query here), so the extracted answer
# was that of the first turn, not of the response the reward is for.
# tests/frameworks/nemo-rl-multiturn/ is written by hand (search-style
# turns, one to three; step 2 with a system prompt; token ids and
# log-probs made up); the generator below varies turns and prompts.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
d=$TOP/tests/frameworks/nemo-rl-multiturn/logs/exp_001

papo-verify -q --preset nemo-rl "$d"/train_data_step*.jsonl > v.jsonl \
    2> v.err
step -o v.err "papo-verify reads the multi-turn dump" [ -s v.jsonl ]
# the answer of the last message that gives one (\boxed{}), found
# without the preset's path
step -o v.jsonl "the answer is the last assistant turn's" jq -e -s 'all(
    .pred == ([.content[0][] | select(test("boxed\\{"))] | last |
    capture("boxed\\{(?<a>[^}]*)").a))' v.jsonl
papo-advantage --preset nemo-rl -m grpo v.jsonl > a.jsonl 2> a.err
step -o a.err "grouped by the user message: 2 groups of 4 a step" [ "$(jq \
    -r '"\(.step) \(.adv)"' a.jsonl | sort | uniq -c | awk '{ print $1 }' |
    sort -u)" = 4 ]

# generated: 1 to 4 turns, a system prompt or none, each turn's
# answer different; the last one is the response's
cat > gen.py <<'PY'
import json, random, sys
rnd = random.Random(int(sys.argv[1]))
out, want = open(sys.argv[2], "w"), open(sys.argv[3], "w")
for i in range(8):
    msgs = ["You are a helpful assistant."] if rnd.random() < 0.5 else []
    msgs.append("<|im_start|>user\nQuestion %d?<|im_end|>\n<|im_start|>assistant\n" % (i % 3))
    turns = rnd.randint(1, 4)
    for t in range(turns):
        v = rnd.randint(0, 999)
        msgs.append(["Maybe \\boxed{%d}, let me run code." % v,
                     "<search>q%d</search>" % v,
                     "So the answer is \\boxed{%d}." % v][rnd.randint(0, 2)
                     if t < turns - 1 else 2])
        msgs.append("Environment: output %d" % rnd.randint(0, 9))
    want.write("%d\n" % v)
    out.write(json.dumps({"content": [msgs], "rewards": [float(rnd.random() < 0.5)],
        "input_lengths": [40], "token_loss_mask": [[0, 1, 1]], "idx": i}) + "\n")
PY
bad=0
for seed in 1 2 3 4 5 6 7 8 9 10; do
	python3 gen.py "$seed" "train_data_step$seed.jsonl" want
	papo-verify -q --preset nemo-rl "train_data_step$seed.jsonl" \
	    > g.jsonl 2> /dev/null
	jq -r .pred g.jsonl > got
	cmp -s got want || { bad=$((bad + 1)); paste got want > bad.txt; }
done
step -o bad.txt "generated turns: the last turn's answer" [ "$bad" -eq 0 ]
steps_end
