#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-skyrl-steps.sh: SkyRL's step-wise evaluation dump.
# NovaSky-AI/SkyRL @ a956457 (2026-08-21): skyrl/train/evaluate.py
# evaluate_step_wise computes its metrics on each trajectory's last step
# (is_last_step) but hands dump_per_dataset_eval_results every step, a
# record each: input_prompt the conversation so far, output_response the
# turn, score that step's (the reward on the last step only), nothing
# that marks the last.  --preset skyrl read every turn as a response,
# a later one in a group of its own, exit 0; now a record whose
# input_prompt holds a closed assistant turn is refused (65, naming the
# line) by papo-verify, papo-advantage and papo-stats, and papo(7)'s jq,
# each trajectory's last step with its first prompt, is read as SkyRL
# scores it.  Fixture tests/frameworks/skyrl-stepwise/ (by hand: a
# search environment, two questions, two trajectories each of one to
# three steps).
set -u
. "$TOP/tests/lib.sh"
d=$TOP/tests/frameworks/skyrl-stepwise/dumped_evals
f=$d/global_step_5_evals/search.jsonl

papo-verify -q --preset skyrl "$f" > v.out 2> v.err
echo $? > v.rc
papo-advantage --preset skyrl -m grpo "$f" > a.out 2> a.err
echo $? > a.rc
papo-stats --preset skyrl "$d" > s.out 2> s.err
echo $? > s.rc
for t in v a s; do
	step -o $t.err "$t: the step-wise dump is refused (65)" \
	    [ "$(cat $t.rc)" -eq 65 ]
	step -o $t.err "$t: the line and the closed turn named" grep -q \
	    "search.jsonl:2: field 'input_prompt' holds a closed turn, '<|im_start|>assistant'" \
	    $t.err
done
# papo(7)'s recipe: each trajectory's last step, with its first prompt
mkdir -p last/global_step_5_evals
jq -c -s '. as $a | [.[].input_prompt] as $p | $a[]
    | select((.input_prompt + .output_response) as $s
        | all($p[]; startswith($s) | not))
    | .input_prompt as $q
    | .input_prompt = ([$p[] | select(. as $x | $q | startswith($x))]
        | min_by(length))' "$f" > last/global_step_5_evals/search.jsonl
l=last/global_step_5_evals/search.jsonl
step -o $l "one record a trajectory" [ "$(wc -l < $l)" -eq 4 ]
step -o $l "each the last step: its reward on the last token" jq -e -s \
    'map(.score[-1]) == [1, 0, 1, 0]' $l
papo-verify -q --preset skyrl $l > lv.jsonl 2> lv.err
step -o lv.err "papo-verify reads the last steps" [ $? -eq 0 ]
step -o lv.jsonl "the final answers scored" jq -e -s \
    'map([.pred, .r_out]) == [["1969", 1], ["1968", 0], ["2", 1], ["0", 0]]' \
    lv.jsonl
papo-advantage --preset skyrl -m grpo lv.jsonl > la.jsonl 2> la.err
step -o la.err "papo-advantage reads them" [ $? -eq 0 ]
step -o la.jsonl "two groups of two, as SkyRL's pass@n" jq -e -s '
    group_by(.input_prompt) | length == 2 and all(length == 2 and
    (map(.adv) | add | fabs < 1e-9))' la.jsonl
# what the message says for a prompt whose turns are examples
papo-advantage --preset skyrl --field group=input_prompt -m grpo "$f" \
    > /dev/null 2> g.err
step -o g.err "--field group=input_prompt takes it over" [ $? -eq 0 ]
# a closed turn of another template is refused too; an open one is not
sed 's/<|im_start|>assistant/<|start_header_id|>assistant<|end_header_id|>/g;
    s/<|im_end|>/<|eot_id|>/g' "$f" > global_step_5_evals.jsonl
mkdir -p l3/global_step_5_evals && mv global_step_5_evals.jsonl \
    l3/global_step_5_evals/search.jsonl
papo-advantage --preset skyrl -m grpo l3 > /dev/null 2> l3.err
step -o l3.err "a Llama 3 closed turn is refused" grep -q \
    "search.jsonl:2: field 'input_prompt' holds a closed turn" l3.err
steps_end
