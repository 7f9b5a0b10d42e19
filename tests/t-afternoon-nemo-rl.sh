#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon-nemo-rl.sh: NeMo-RL's train_data_stepN.jsonl when the math
# data processor has a system prompt.  NVIDIA-NeMo/RL @ 7ea279abf
# (2026-08-22): nemo_rl/data/processors.py math_data_processor puts a
# system message (its raw text) before the chat-templated user message
# when task_data_spec.system_prompt is set (system_prompt_file, e.g.
# examples/configs/gdpo_math_1B.yaml); nemo_rl/experience/rollouts.py
# appends the assistant turn and the environment's reply; grpo.py logs
# flat_messages["content"] (every message's content, no roles) through
# nemo_rl/utils/logger.py Logger.log_batched_dict_as_jsonl.  So content[0]
# is [system, user, assistant, environment]; --preset nemo-rl read the
# system prompt as every record's group and problem and the user prompt
# as the response (one group a step).  Data: tests/data/
# frameworks-nemo-rl-sys (make.py there writes it; content made up).
set -u
. "$TOP/tests/lib.sh"
d="$TOP/tests/data/frameworks-nemo-rl-sys/logs/exp_002"

papo-verify -q --preset nemo-rl "$d"/train_data_step*.jsonl > v.jsonl \
    2> v.err || fail "papo-verify: $(cat v.err)"
papo-advantage --preset nemo-rl -m grpo < v.jsonl > a.jsonl 2> a.err ||
    fail "papo-advantage: $(cat a.err)"
papo-stats --preset nemo-rl -f tsv -m responses,groups,accuracy < a.jsonl \
    > s.tsv 2> s.err || fail "papo-stats: $(cat s.err)"

# per step: responses, prompts (the user message, content[0][1]) and the
# mean reward, from the records themselves
jq -r -s 'group_by(.step)[] | [.[0].step, length,
    (map(.content[0][1]) | unique | length),
    ((map(.rewards[0]) | add) / length)] | @tsv' v.jsonl > want.tsv ||
    fail "jq"
step -o want.tsv "two prompts a step in the data" \
    [ "$(cut -f 3 want.tsv | sort -u)" = 2 ]
tail -n +2 s.tsv > got.tsv
step -o got.tsv "per step responses, groups (the user prompts) and accuracy" \
    cmp -s want.tsv got.tsv

# the response is the assistant's turn, not the prompt: papo-verify's
# answer is the box in content[0][2]
step -o v.jsonl "the answer read is the assistant's box" jq -e -s \
    'all((.pred | sub(" \\\\text\\{.*$"; "")) == (.content[0][2] | capture("boxed\\{(?<b>[^}]*)\\}").b))' \
    v.jsonl
# GRPO within each user prompt: (r - mean) / (std + eps), with the
# population std and no eps asked for, so the sums are jq's own
papo-advantage --preset nemo-rl -m grpo --std population --eps 0 \
    < v.jsonl > a.jsonl 2> a.err || fail "papo-advantage: $(cat a.err)"
step -o a.jsonl "advantages within each user prompt" jq -e -s '
    group_by([.step, .content[0][1]]) | all(.[];
	(map(.rewards[0]) | add / length) as $m |
	(map((.rewards[0] - $m) * (.rewards[0] - $m)) | add / length
	    | sqrt) as $s |
	all(.[]; ((.rewards[0] - $m) / $s - .adv) | fabs < 1e-9))' a.jsonl

# without the system prompt (three messages) nothing changed: the first
# string is the prompt
jq -c '.content[0] |= .[1:]' "$d"/train_data_step1.jsonl > nosys.jsonl
papo-verify -q --preset nemo-rl nosys.jsonl > nosys.v 2> nosys.err ||
    fail "papo-verify: $(cat nosys.err)"
step -o nosys.v "three messages: the answer is the second" jq -e -s \
    'all((.pred | sub(" \\\\text\\{.*$"; "")) == (.content[0][1] | capture("boxed\\{(?<b>[^}]*)\\}").b))' \
    nosys.v

# two strings (no environment's reply): the first is still the prompt
jq -c '.content[0] |= .[1:3]' "$d"/train_data_step1.jsonl > two.jsonl
papo-verify -q --preset nemo-rl two.jsonl > two.v 2> two.err ||
    fail "papo-verify: $(cat two.err)"
step -o two.v "two messages: the answer is the second" jq -e -s \
    'all((.pred | sub(" \\\\text\\{.*$"; "")) == (.content[0][1] | capture("boxed\\{(?<b>[^}]*)\\}").b))' \
    two.v

# the path steps the preset uses, by hand: [#even] applies to a list of
# an even number of elements only, [#odd] to an odd one, [#N] to one of N
printf '%s\n' '{"m":["s","u","a","e"],"answer":"1"}' \
    '{"m":["u","a","e"],"answer":"1"}' '{"m":["u","a"],"answer":"1"}' \
    > par.jsonl
papo-verify -q --field 'response=m[#2][0]|m[#even][1]|m[#odd][0]' \
    par.jsonl > par.v 2> par.err || fail "papo-verify: $(cat par.err)"
step -o par.v "[#2], [#even] and [#odd] pick by the list's size" \
    [ "$(jq -r .pred par.v | tr '\n' ' ')" = "u u u " ]
papo-verify -q --field 'response=m[#even][1]' par.jsonl > /dev/null \
    2> par.err
step -o par.err "an odd list does not match [#even]: named" \
    grep -q "par.jsonl:2: field 'm\[#even\]\[1\]' is missing" par.err
papo-verify -q --field 'response=m[#two]' par.jsonl > /dev/null 2> par.err
step -o par.err "a list step [#...] other than #even/#odd is refused" \
    grep -q "a list step is \[N\], \[-N\], \[member=value\], \[#N\], \[#even\] or \[#odd\]" par.err
papo-verify -q --explode 'm[#odd]' par.jsonl > /dev/null 2> par.err
step -o par.err "--explode takes no [#odd]" \
    grep -q "is not a field of one place" par.err
