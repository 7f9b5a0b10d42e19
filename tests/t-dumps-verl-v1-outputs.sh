#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-verl-v1-outputs.sh: a verl v1 agent loop with several outputs
# for one rollout.  verl-project/verl @ 1dda039 (2026-08-22): records
# are keyed {uid}_{session}_{index} (ppo/v1/agent_loop_tq.py), index
# the agent loop's output, sorted by the key; compute_advantage in
# ppo/v1/utils.py counts each {uid}_{session} once, by its highest
# index, and gives its other outputs the same advantage.  --preset verl
# read every output as a response of the group (a group of 3 where
# verl has 2), exit 0; papo-advantage and papo-stats now refuse a later
# output (65, naming the line), and papo(7)'s recipe, which keeps each
# rollout's last output, is read as verl groups it.  Fixture
# tests/frameworks/verl-v1-multi/ (by hand: two prompts, two rollouts
# each, one rollout of the first with two outputs).
set -u
. "$TOP/tests/lib.sh"
f=$TOP/tests/frameworks/verl-v1-multi/rollout_data/3.jsonl

papo-advantage --preset verl -m grpo "$f" > a.jsonl 2> a.err
step -o a.err "papo-advantage refuses a later output (65)" [ $? -eq 65 ]
step -o a.err "it names the file, the line and the key" grep -q \
    "3.jsonl:2: field 'uid' is \"6b1e3f52-9d0a-4c7e-8f21-3a5d7c9e0b14_0_1\": a later output" a.err
step -o a.jsonl "no advantage written" [ ! -s a.jsonl ]
papo-stats --preset verl "$f" > s.out 2> s.err
step -o s.err "papo-stats refuses it too (65)" [ $? -eq 65 ]
# papo-verify scores each record on its own: not refused
papo-verify -q --preset verl "$f" > v.jsonl 2> v.err
step -o v.err "papo-verify scores every output" [ $? -eq 0 ]
# papo(7)'s recipe: each rollout's last output, its key ending in _0
jq -c -s 'group_by(.uid | sub("_[0-9]+$"; ""))
    | map(max_by(.uid | split("_")[-1] | tonumber)
    | .uid |= sub("_[0-9]+$"; "_0"))[]' "$f" > last.jsonl
step -o last.jsonl "the recipe keeps one output a rollout" \
    [ "$(wc -l < last.jsonl)" -eq 4 ]
papo-advantage --preset verl -m grpo last.jsonl > b.jsonl 2> b.err
step -o b.err "the last outputs are read" [ $? -eq 0 ]
step -o b.jsonl "two groups of two, as verl's GRPO" jq -e -s '
    group_by(.uid | split("_")[0]) | length == 2 and
    all(length == 2 and (map(.adv) | add | fabs < 1e-9) and
    (map(.adv) | max > 0))' b.jsonl
# an index is counted as a number: _0_00 is a first output, _0_10 not
jq -c 'select(.uid | endswith("_0_0"))' "$f" | head -n 1 |
    jq -c '.uid += "0"' > zero.jsonl
papo-advantage --preset verl -m grpo zero.jsonl > /dev/null 2> z.err
step -o z.err "a key ending _0_00 is a first output" [ $? -eq 0 ]
jq -c '.uid |= sub("_00$"; "_10")' zero.jsonl > ten.jsonl
papo-advantage --preset verl -m grpo ten.jsonl > /dev/null 2> t.err
step -o t.err "a key ending _0_10 is a later output (65)" [ $? -eq 65 ]
step -o t.err "said so" grep -q "_0_10\": a later output" t.err
steps_end
