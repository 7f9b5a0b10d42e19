#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-areal-turns.sh: AReaL's dump of a multi-turn workflow.
# inclusionAI/AReaL @ 4aef98d (2026-05-21):
# areal/infra/workflow_executor.py _dump_trajectory cuts each sample at
# seqlen - sum(loss_mask), the prompt only when the loss mask is one run
# at the end; with tool or user turns (masked) after the first answer,
# 'prompt' holds part of that answer and 'completion' the later turns,
# and the samples of one task have prompts of their own.  --preset areal
# (group prompt) read each sample as a group of one, exit 0; now a
# completion that holds a chat template's turn opener is refused (65,
# naming the line and the opener), and --field group=task_id, as the
# message says, reads the task's samples as one group.  Fixture
# tests/frameworks/areal-multiturn/ (by hand: a calculator-tool task,
# three samples, the cut where the writer puts it).
set -u
. "$TOP/tests/lib.sh"
f=$TOP/tests/frameworks/areal-multiturn/logs/root/calc-agent/trial0/rollout/1/4.jsonl

papo-advantage --preset areal -m grpo "$f" > papo-advantage.out \
    2> papo-advantage.err
echo $? > papo-advantage.rc
papo-stats --preset areal "$f" > papo-stats.out 2> papo-stats.err
echo $? > papo-stats.rc
for t in papo-advantage papo-stats; do
	step -o $t.err "$t refuses the multi-turn dump (65)" \
	    [ "$(cat $t.rc)" -eq 65 ]
	step -o $t.err "$t names the line and the turn" grep -q \
	    "4.jsonl:1: field 'completion' holds a new turn, '<|im_start|>'" \
	    $t.err
done
step -o papo-advantage.out "no advantage written" [ ! -s papo-advantage.out ]
# what the message says to do
papo-advantage --preset areal --field group=task_id -m grpo "$f" \
    > a.jsonl 2> a.err
step -o a.err "--field group=task_id reads it" [ $? -eq 0 ]
step -o a.jsonl "one group of three, scored against each other" jq -e -s '
    length == 3 and (map(.adv) | add | fabs < 1e-9) and
    (map(select(.reward == 0))[0].adv < 0)' a.jsonl
# other templates' turns, and the opener written as JSON escapes
# (Python's json.dumps escapes U+FF5C)
mkdir -p rollout/1
for o in '<|start_header_id|>' '<start_of_turn>' '<｜User｜>' '<|observation|>'; do
	jq -a -c --arg o "$o" '.completion |= gsub("<\\|im_start\\|>"; $o)' \
	    "$f" > rollout/1/4.jsonl
	papo-advantage --preset areal -m grpo rollout/1/4.jsonl > /dev/null \
	    2> alt.err
	step -o alt.err "a completion with '$o' is refused" grep -q \
	    "4.jsonl:1: field 'completion' holds a new turn, '$o'" alt.err
done
# a single-turn dump (tests/frameworks/areal) is read as before
papo-advantage --preset areal -m grpo \
    "$TOP/tests/frameworks/areal/logs/root/math-grpo/trial0/rollout" \
    > s.jsonl 2> s.err
step -o s.err "a single-turn dump is read" [ $? -eq 0 ]
steps_end
