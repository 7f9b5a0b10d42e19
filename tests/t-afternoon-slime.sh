#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon-slime.sh: slime's rollout dump when the reward model returns
# a dict.  THUDM/slime @ 624b824a8 (2026-08-21): Sample.reward is then a
# dict and --reward-key names the member training uses
# (slime/utils/types.py Sample.get_reward_value); save_debug_rollout_data
# dumps Sample.to_dict() as it is, so the converted JSONL's reward is an
# object.  papo-advantage and papo-stats said only "must be a number, not
# object"; now they name its members and the --field that reads one, and
# that --field gives the advantages and accuracy of that member.  Records
# from tests/frameworks/slime (LAYOUTS.md), rewards made dicts here.
set -u
. "$TOP/tests/lib.sh"
fw="$TOP/tests/frameworks"

mkdir -p rollout_data
jq -c '.reward = {"accuracy": .reward, "format": 1}' \
    "$fw"/slime/rollout_data/0.jsonl > rollout_data/0.jsonl || fail "jq"

papo-advantage --preset slime -m grpo rollout_data/0.jsonl > a.jsonl \
    2> a.err
step -o a.err "papo-advantage: exit 65" [ $? = 65 ]
step -o a.err "papo-advantage: file, line, members and the --field" grep -q \
    "rollout_data/0.jsonl:1: field 'reward' must be a number, not an object; its members are accuracy, format (name one: --field reward=reward.accuracy)" \
    a.err
step -o a.jsonl "papo-advantage: nothing written" [ ! -s a.jsonl ]
papo-stats --preset slime rollout_data/0.jsonl > s.tsv 2> s.err
step -o s.err "papo-stats: the same message" grep -q \
    "field 'reward' must be a number, not an object; its members are accuracy, format (name one: --field reward=reward.accuracy)" \
    s.err
# the hint names the role the field is read for, not the field: a
# reward under another key, a judge's score given as a dict
printf '%s\n' '{"prompt":"p","response":"r","score":{"correct":1,"fmt":0}}' \
    > other.jsonl
papo-stats --field reward=score other.jsonl > s.tsv 2> s.err
step -o s.err "papo-stats: the role's name in the hint" grep -q \
    "field 'score' must be a number, not an object; its members are correct, fmt (name one: --field reward=score.correct)" \
    s.err
printf '%s\n' '{"prompt":"p","response":"r","r_out":1,"r_proc":{"a":1}}' \
    > proc.jsonl
papo-advantage --field group=prompt -m papo proc.jsonl > a.jsonl 2> a.err
step -o a.err "papo-advantage: r_proc's role in the hint" grep -q \
    "field 'r_proc' must be a number, not an object; its members are a (name one: --field r_proc=r_proc.a)" \
    a.err

# the --field it names works: the accuracy is the member's mean, and the
# advantages are GRPO's over it (population std, no eps)
papo-advantage --preset slime --field reward=reward.accuracy -m grpo \
    --std population --eps 0 rollout_data/0.jsonl > a.jsonl 2> a.err ||
    fail "papo-advantage: $(cat a.err)"
step -o a.jsonl "advantages of reward.accuracy" jq -e -s '
    group_by(.group_index) | all(.[];
	(map(.reward.accuracy) | add / length) as $m |
	(map((.reward.accuracy - $m) * (.reward.accuracy - $m)) | add /
	    length | sqrt) as $s |
	all(.[]; (if $s == 0 then 0 else (.reward.accuracy - $m) / $s end
	    - .adv) | fabs < 1e-9))' a.jsonl
papo-stats --preset slime --field reward=reward.accuracy -f tsv \
    -m accuracy < a.jsonl > s.tsv 2> s.err || fail "papo-stats: $(cat s.err)"
want=$(jq -s 'map(.reward.accuracy) | add / length' rollout_data/0.jsonl)
got=$(tail -n 1 s.tsv | cut -f 2)
step -o s.tsv "accuracy of reward.accuracy" \
    awk -v a="$got" -v b="$want" 'BEGIN { d = a - b; exit !(d < 1e-12 && d > -1e-12) }'
