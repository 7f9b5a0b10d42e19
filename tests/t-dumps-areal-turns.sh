#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-areal-turns.sh: AReaL's dump of a multi-turn workflow.
# inclusionAI/AReaL @ 4aef98d (2026-05-21):
# areal/infra/workflow_executor.py _dump_trajectory cuts each sample at
# seqlen - sum(loss_mask), the prompt only when the loss mask is one run
# at the end; with tool or user turns (masked) after the first answer,
# 'prompt' holds part of that answer and 'completion' the later turns,
# and the samples of one task have prompts of their own.  --preset areal
# (group prompt) read each sample as a group of one, exit 0; round 15
# refused a completion that holds a chat template's turn opener (65).
# Now the group is the chat's prompt before its one assistant turn
# (group=prompt~{}@assistant): a prompt that holds the assistant
# opener once, not closed after it (the cut fell in the first answer),
# is read with the task's other samples; a prompt whose cut went past
# the first answer's end, or that holds example turns, with a later
# turn in its completion, is still refused (65, naming the line and the
# opener).  Fixture tests/frameworks/areal-multiturn/ (by hand: a
# calculator-tool task, three samples, the cut where the writer puts
# it); the generator below writes tasks with and without example turns,
# one to three turns, the cut where the writer puts it for token counts
# drawn at random, and says what each sample's group is.
set -u
. "$TOP/tests/lib.sh"
f=$TOP/tests/frameworks/areal-multiturn/logs/root/calc-agent/trial0/rollout/1/4.jsonl

papo-advantage --preset areal -m grpo "$f" > a.jsonl 2> a.err
step -o a.err "papo-advantage reads the multi-turn dump" [ $? -eq 0 ]
step -o a.jsonl "one group of three, scored against each other" jq -e -s '
    length == 3 and (map(.adv) | add | fabs < 1e-9) and
    (map(select(.reward == 0))[0].adv < 0)' a.jsonl
papo-advantage --preset areal --field group=task_id -m grpo "$f" \
    > t.jsonl 2> t.err
step -o t.jsonl "as --field group=task_id reads it" cmp -s a.jsonl t.jsonl
papo-stats --preset areal -f jsonl "$f" > s.jsonl 2> s.err
step -o s.jsonl "papo-stats: 3 responses, 1 group" jq -e '.responses == 3
    and .groups == 1' s.jsonl
# the cut past the first answer's end (its <|im_end|> in the prompt):
# where the chat's prompt ends is not known, refused
mkdir -p rollout/1
jq -c 'if .sample_idx == 1 then (.completion | index("<|im_end|>") + 12)
    as $k | .prompt += .completion[0:$k] | .completion |= .[$k:] else .
    end' "$f" > rollout/1/past.jsonl
papo-advantage --preset areal -m grpo rollout/1/past.jsonl > p.out 2> p.err
step -o p.err "a cut past the first answer is refused (65)" [ $? -eq 65 ]
step -o p.err "naming the line and the turn" grep -q \
    "past.jsonl:2: field 'completion' holds a new turn, '<|im_start|>'" p.err
papo-stats --preset areal rollout/1/past.jsonl > p.out 2> p.err
step -o p.err "papo-stats refuses it too (65)" [ $? -eq 65 ]
# other templates' turns in the completion (the prompt ChatML's)
jq -r .adv a.jsonl > a.adv
for o in '<|start_header_id|>' '<start_of_turn>' '<｜User｜>' '<|observation|>'; do
	jq -a -c --arg o "$o" '.completion |= gsub("<\\|im_start\\|>"; $o)' \
	    "$f" > rollout/1/4.jsonl
	papo-advantage --preset areal -m grpo rollout/1/4.jsonl > alt.jsonl \
	    2> alt.err
	step -o alt.err "a completion with '$o' is read by its prompt" \
	    [ "$(wc -l < alt.jsonl)" -eq 3 -a \
	    "$(jq -r .adv alt.jsonl)" = "$(cat a.adv)" ]
done

# generated: tasks (some sharing example turns, so that only the
# question after them tells them apart), 3 samples each, 1 to 3 turns;
# prompt_end = the chat's prompt + the masked tokens, as the writer
# cuts; 'want' is each sample's group, "-" where it cannot be known
cat > gen.py <<'PY'
import json, random, sys
rnd = random.Random(int(sys.argv[1]))
S, E = "<|im_start|>", "<|im_end|>"
def turn(role, text):
    return ["%s%s\n" % (S, role)] + text.split(" ") + [E, "\n"]
out, want = open(sys.argv[2], "w"), open(sys.argv[3], "w")
kinds = open(sys.argv[4], "a")
shots = turn("user", "What is 1 + 1 ?") + turn("assistant", "2 .")
for t in range(6):
    p = turn("system", "Use the tool .")
    if t % 3 == 0:
        p += shots
    p += turn("user", "Question %d : what is %d * 7 ?" % (t // 2, t)) + \
        ["%sassistant\n" % S]
    for i in range(3):
        toks, mask = list(p), [0] * len(p)
        turns = rnd.randint(1, 3)
        for k in range(turns):
            a = ["w%d " % k] * rnd.randint(1, 40) + ["\\boxed{%d}" % t, E]
            toks += a
            mask += [1] * len(a)
            if k < turns - 1:
                o = ["\n"] + turn("user", "r " * rnd.randint(1, 6)) + \
                    ["%sassistant\n" % S]
                toks += o
                mask += [0] * len(o)
        end = len(toks) - sum(mask)
        prompt, comp = "".join(toks[:end]), "".join(toks[end:])
        out.write(json.dumps({"task_id": t % 2, "sample_idx": i,
            "seqlen": len(toks), "prompt_len": end, "reward": 1.0,
            "prompt": prompt, "completion": comp}) + "\n")
        opens = prompt.count(S + "assistant")
        known = turns == 1 or (opens == 1 and E not in
            prompt[prompt.index(S + "assistant"):])
        want.write("%s\n" % ("task%d" % t if known else "-"))
        kinds.write("%s %s\n" % ("multi" if turns > 1 else "single",
            "known" if known else "unknown"))
PY
bad=0
: > bad.txt
for seed in 1 2 3 4 5 6 7 8; do
	python3 gen.py "$seed" g.jsonl want kinds
	# the expected groups, the generator's, as a field: the samples
	# whose group is known are read so, each other one refused (-k)
	paste -d ' ' g.jsonl want | awk '{ w = $NF; $NF = ""; sub(/ $/, "")
	    sub(/}$/, ", \"want\": \"" w "\"}"); print }' > gw.jsonl
	grep -v '"want": "-"' gw.jsonl > rollout/1/known.jsonl
	grep '"want": "-"' gw.jsonl > rollout/1/unknown.jsonl
	papo-advantage --preset areal -m grpo -q rollout/1/known.jsonl \
	    > got.jsonl 2> got.err
	rc=$?
	papo-advantage --field group=want --preset areal -m grpo -q \
	    rollout/1/known.jsonl > exp.jsonl 2> /dev/null
	[ $rc -eq 0 ] && cmp -s got.jsonl exp.jsonl || { bad=$((bad + 1))
	    echo "seed $seed: groups differ" >> bad.txt; }
	papo-advantage --preset areal -m grpo -q -k rollout/1/unknown.jsonl \
	    > /dev/null 2> un.err
	[ "$(grep -c "field 'completion' holds a new turn" un.err)" -eq \
	    "$(wc -l < rollout/1/unknown.jsonl)" ] || { bad=$((bad + 1))
	    echo "seed $seed: unknown groups not refused" >> bad.txt; }
done
step -o bad.txt "generated: each sample in its task's group, or refused" \
    [ "$bad" -eq 0 ]
step -o kinds "generated: multi-turn samples read and refused, many" [ \
    "$(grep -c '^multi known' kinds)" -gt 20 -a \
    "$(grep -c '^multi unknown' kinds)" -gt 20 ]
# a single-turn dump (tests/frameworks/areal) is read as before
papo-advantage --preset areal -m grpo \
    "$TOP/tests/frameworks/areal/logs/root/math-grpo/trial0/rollout" \
    > s.jsonl 2> s.err
step -o s.err "a single-turn dump is read" [ $? -eq 0 ]
steps_end
