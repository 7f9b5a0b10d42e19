#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon3-step-folders.sh: a new user's own dump, split by step
# and rank as many trainers write it (dumps/step_N/rank_R.jsonl: the
# records hold a prompt, a response and an answer, no step and no group
# id), read with the README's pipeline.  Records made up.
# - papo-verify on the folder wrote every step's records as one step,
#   silently: papo-advantage then grouped a prompt sampled at steps 1
#   and 2 as one group of 4 (step 2's all-correct group got advantages
#   of 0.5, not 0).  Now papo-verify says that the records without a step
#   come from different folders, with the step pattern to give; ranks
#   of one folder (one step) are said nothing of.
# - papo-advantage's message for the missing group suggested
#   "--preset slime" (whose group is group_index, not there either) and
#   no key; it now names the record's key that names the prompt, and a
#   preset only when that preset finds the field.
set -u
. "$TOP/tests/lib.sh"

mkdir -p dumps/step_1 dumps/step_2
q='"prompt": "What is 2+2?", "answer": "4"'
printf '%s\n' "{$q, \"response\": \"So \\\\boxed{4}\"}" \
    "{$q, \"response\": \"So \\\\boxed{5}\"}" > dumps/step_1/rank_0.jsonl
printf '%s\n' "{$q, \"response\": \"So \\\\boxed{4}\"}" \
    > dumps/step_1/rank_1.jsonl
printf '%s\n' "{$q, \"response\": \"So \\\\boxed{4}\"}" \
    "{$q, \"response\": \"So \\\\boxed{4}\"}" > dumps/step_2/rank_0.jsonl

papo-verify -q dumps > v.jsonl 2> v.err ||
    fail "papo-verify on the folder: $(cat v.err)"
step -o v.err "records without a step from two folders: said, with the pattern" \
    grep -qxF "papo-verify: dumps/step_1/rank_0.jsonl, dumps/step_2/rank_0.jsonl: records without a step, in different folders: down the pipe they are one step, and a prompt in both one group; if each folder is a step, give --field step=file:step_{}/ (papo-verify then writes each record's step)" v.err
step -o v.jsonl "every record is written all the same" \
    [ "$(wc -l < v.jsonl)" -eq 5 ]

# the pattern it gives: each record carries its step, and step 2's
# all-correct group has no advantage
papo-verify -q --field step=file:step_{}/ dumps 2> v2.err |
    papo-advantage -m grpo --field group=prompt > a.jsonl 2> a.err ||
    fail "the pipeline with the step pattern: $(cat v2.err a.err)"
step -o v2.err "with the pattern: nothing said" [ ! -s v2.err ]
step -o a.jsonl "with the pattern: steps 1 and 2, step 2's advantages 0" \
    jq -e -s 'map(.step) == [1, 1, 1, 2, 2] and
        (map(select(.step == 2) | .adv) | all(. == 0))' a.jsonl

# ranks of one step in one folder: nothing to say
papo-verify -q dumps/step_1 > /dev/null 2> one.err ||
    fail "papo-verify on one step's folder: $(cat one.err)"
step -o one.err "ranks of one folder: nothing said" [ ! -s one.err ]
# folders that differ otherwise (two runs): said, without a pattern
mkdir -p runs/first runs/second
cp dumps/step_1/rank_0.jsonl runs/first/
cp dumps/step_2/rank_0.jsonl runs/second/
papo-verify -q runs > /dev/null 2> runs.err ||
    fail "papo-verify on two runs: $(cat runs.err)"
step -o runs.err "two runs' folders: said, with what to do" \
    grep -qF "records without a step, in different folders: down the pipe they are one step, and a prompt in both one group; give each record its step (--field step=file:PATTERN, or jq -c '.step = N'), or read one folder at a time" runs.err
# records that have a step: nothing said, however many folders
mkdir -p stepped/a stepped/b
printf '%s\n' "{$q, \"step\": 1, \"response\": \"\\\\boxed{4}\"}" \
    > stepped/a/x.jsonl
printf '%s\n' "{$q, \"step\": 2, \"response\": \"\\\\boxed{4}\"}" \
    > stepped/b/x.jsonl
papo-verify -q stepped > /dev/null 2> st.err ||
    fail "papo-verify on records with steps: $(cat st.err)"
step -o st.err "records with a step field: nothing said" [ ! -s st.err ]

# the missing group: the key to use, and no preset that lacks it too
papo-advantage -m grpo < v.jsonl > /dev/null 2> g.err
step -o g.err "a missing group stops papo-advantage (65)" [ $? -eq 65 ]
step -o g.err "it names the prompt's key, and no preset" \
    grep -qxF "papo-advantage: <stdin>:1: field 'group' is missing; the record's keys are prompt, answer, response, r_out, pred, verify (--field group=KEY (--field group=prompt?))" g.err
# a slime record whose group_index is there: slime is the hint
printf '%s\n' '{"group_index": 0, "prompt": "p", "response": "\\boxed{1}", "label": "1", "reward": 1}' \
    > slime.jsonl
papo-advantage -m grpo slime.jsonl > /dev/null 2> s.err
step -o s.err "a record slime's preset reads: --preset slime" \
    grep -qF "(--field group=KEY (--field group=group_index?), or --preset slime)" s.err
