#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-skyrl-steps.sh: SkyRL's step-wise evaluation dump.
# NovaSky-AI/SkyRL @ a956457 (2026-08-21, still the newest):
# skyrl/train/evaluate.py evaluate_step_wise computes its metrics on
# each trajectory's last step (is_last_step) but hands
# dump_per_dataset_eval_results every step, a record each: input_prompt
# the chat template over the conversation so far, output_response the
# turn, score that step's (the reward on the last step), nothing that
# marks the last; skyrl_gym_generator.py writes a trajectory's steps in
# a row.  --preset skyrl read every turn as a response, a later one in a
# group of its own, exit 0; round 15 refused a later turn (65).  Now a
# record whose prompt holds one assistant turn more than the record
# before it, with the same text before the first, is that trajectory's
# next turn: papo-advantage and papo-stats read each trajectory as one
# response of its first prompt's group, by its last turn, the
# advantage written into every turn, as on papo(7)'s recipe of round
# 15 (each trajectory's last step, with its first prompt: computed here
# by jq and Python, never by papo); papo-verify scores every turn.  A
# record that starts no trajectory but holds turns (a later turn out of
# place, or example turns) is refused (65, naming the line).  Fixture
# tests/frameworks/skyrl-stepwise/ (by hand: a search environment, two
# questions, two trajectories each of one to three steps); the
# generator below writes trajectories of 1 to 4 steps, Qwen's and
# Llama 3's templates.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
d=$TOP/tests/frameworks/skyrl-stepwise/dumped_evals
f=$d/global_step_5_evals/search.jsonl

papo-verify -q --preset skyrl "$f" > v.jsonl 2> v.err
step -o v.err "papo-verify scores every turn" [ $? -eq 0 ]
# (the last, "Mars has no moons that I know of.\n\n\\boxed{0}", is a
# hedge on the solver's own knowledge before its box: uncertain, no pred)
step -o v.jsonl "the last turns' answers" jq -e -s \
    'map(select(.pred) | [.pred, .r_out]) ==
    [["1969", 1], ["1968", 0], ["2", 1]] and
    (last | .verify == "uncertain" and .r_out == 0)' v.jsonl
# papo(7)'s recipe of round 15: each trajectory's last step, with its
# first prompt
mkdir -p last/global_step_5_evals
jq -c -s '. as $a | [.[].input_prompt] as $p | $a[]
    | select((.input_prompt + .output_response) as $s
        | all($p[]; startswith($s) | not))
    | .input_prompt as $q
    | .input_prompt = ([$p[] | select(. as $x | $q | startswith($x))]
        | min_by(length))' v.jsonl > last/global_step_5_evals/search.jsonl
l=last/global_step_5_evals/search.jsonl
step -o $l "the recipe: one record a trajectory" [ "$(wc -l < $l)" -eq 4 ]
papo-advantage --preset skyrl -m grpo $l > la.jsonl 2> la.err ||
    fail "papo-advantage on the recipe's records: $(cat la.err)"
papo-advantage --preset skyrl -m grpo v.jsonl > a.jsonl 2> a.err
step -o a.err "papo-advantage reads the step-wise dump" [ $? -eq 0 ]
# each turn's advantage: its trajectory's last turn's (the turns of
# the fixture: 2, 3, 2, 1 a trajectory)
step -o a.jsonl "every turn takes its trajectory's last turn's advantage" \
    [ "$(jq -r .adv a.jsonl | tr '\n' ' ')" = "$(jq -r .adv la.jsonl |
    awk 'NR == 1 { n = 2 } NR == 2 { n = 3 } NR == 3 { n = 2 }
    NR == 4 { n = 1 } { for (i = 0; i < n; i++) printf "%s ", $0 }')" ]
papo-stats --preset skyrl -f jsonl v.jsonl > s.jsonl 2> s.err
step -o s.err "papo-stats reads it" [ $? -eq 0 ]
papo-stats --preset skyrl -f jsonl $l > ls.jsonl 2> /dev/null
step -o s.jsonl "papo-stats: 4 responses in 2 groups, as the recipe's" \
    jq -e -s --slurpfile w ls.jsonl '.[0].responses == 4 and
    .[0].groups == 2 and . == $w' s.jsonl
papo-stats --preset skyrl "$d" > /dev/null 2> d.err
step -o d.err "papo-stats reads the dump's folder" [ $? -eq 0 ]
# a later turn whose earlier ones are not before it: refused
sed 1d "$f" > global_step_5_evals.jsonl
mkdir -p cut/global_step_5_evals
mv global_step_5_evals.jsonl cut/global_step_5_evals/search.jsonl
for t in papo-advantage papo-stats; do
	$t --preset skyrl $([ $t = papo-stats ] || echo -m grpo) cut \
	    > /dev/null 2> c.err
	step -o c.err "$t: a turn out of place refused (65)" [ $? -eq 65 ]
	step -o c.err "$t: naming the line" grep -q \
	    "search.jsonl:1: field 'input_prompt' holds 2 assistant turns and follows no turn" c.err
done
# --group-size counts records: a later turn under it stops
for t in papo-advantage papo-stats; do
	$t --preset skyrl $([ $t = papo-stats ] || echo -m grpo) \
	    --group-size 2 v.jsonl > /dev/null 2> gs.err
	step -o gs.err "$t --group-size: a later turn stops (65)" [ $? -eq 65 ]
	step -o gs.err "$t --group-size: naming the line" grep -q \
	    "v.jsonl:2: a later output or turn of a rollout (field 'input_prompt')" \
	    gs.err
done
# --shard: papo-advantage and papo-stats shard by the trajectory; a
# record alone does not say its trajectory's group: papo-verify stops
papo-advantage --preset skyrl -m grpo --shard 0/2 v.jsonl > sh0.jsonl \
    2> /dev/null
papo-advantage --preset skyrl -m grpo --shard 1/2 v.jsonl > sh1.jsonl \
    2> /dev/null
step -o sh0.jsonl "papo-advantage's two shards: every turn, as one run" \
    [ "$(cat sh0.jsonl sh1.jsonl | jq -r '"\(.input_prompt) \(.adv)"' |
    sort)" = "$(jq -r '"\(.input_prompt) \(.adv)"' a.jsonl | sort)" ]
papo-stats --preset skyrl -f jsonl --shard 0/2 v.jsonl > ss0.jsonl \
    2> /dev/null
papo-stats --preset skyrl -f jsonl --shard 1/2 v.jsonl > ss1.jsonl \
    2> /dev/null
step -o ss0.jsonl "papo-stats' two shards: 4 responses" [ "$(cat ss0.jsonl \
    ss1.jsonl | jq -s 'map(.responses) | add')" -eq 4 ]
papo-verify -q --preset skyrl --shard 0/2 "$f" > /dev/null 2> vs.err
step -o vs.err "papo-verify --shard: a later turn stops (65)" [ $? -eq 65 ]
step -o vs.err "papo-verify --shard: naming the line" grep -q \
    "search.jsonl:2: field 'input_prompt' holds 2 assistant turns" vs.err
# what the message says for a prompt whose turns are examples
papo-advantage --preset skyrl --field group=input_prompt -m grpo cut \
    > /dev/null 2> g.err
step -o g.err "--field group=input_prompt takes it over" [ $? -eq 0 ]
# Llama 3's template: the same turns, the same advantages
sed 's/<|im_start|>assistant/<|start_header_id|>assistant<|end_header_id|>/g;
    s/<|im_start|>user/<|start_header_id|>user<|end_header_id|>/g;
    s/<|im_start|>system/<|start_header_id|>system<|end_header_id|>/g;
    s/<|im_end|>/<|eot_id|>/g' a.jsonl > global_step_5_evals.jsonl
mkdir -p l3/global_step_5_evals && mv global_step_5_evals.jsonl \
    l3/global_step_5_evals/search.jsonl
papo-advantage --preset skyrl -m grpo l3 > l3.jsonl 2> l3.err
step -o l3.jsonl "Llama 3's turns read the same" \
    [ "$(jq -r .adv l3.jsonl)" = "$(jq -r .adv a.jsonl)" ]

# generated: 5 questions (two with the same system prompt and question
# start), 2 to 4 trajectories each of 1 to 4 turns, the reward on the
# last turn's last token; 'traj' and 'task' say what the generator
# made, which papo does not read
cat > gen.py <<'PY'
import json, random, sys
rnd = random.Random(int(sys.argv[1]))
llama = sys.argv[2] == "llama"
def t(role, text, close=True):
    if llama:
        return "<|start_header_id|>%s<|end_header_id|>\n\n%s%s" % (
            role, text, "<|eot_id|>" if close else "")
    return "<|im_start|>%s\n%s%s" % (role, text,
        "<|im_end|>\n" if close else "")
end = "<|eot_id|>" if llama else "<|im_end|>"
n = 0
for q in range(5):
    chat = t("system", "Search, then answer.") + \
        t("user", "Question %d: what year %s?" % (q, "x" * (q % 2)))
    for k in range(rnd.randint(2, 4)):
        steps, hist = rnd.randint(1, 4), chat
        for s in range(steps):
            prompt = hist + t("assistant", "", close=False)
            last = s == steps - 1
            out = ("The year is \\boxed{%d}." % (1960 + rnd.randint(0, 2))
                   if last else "<search>q%d</search>" % rnd.randint(0, 9))
            score = [0.0] * 3
            if last:
                score[-1] = float(rnd.random() < 0.5)
            print(json.dumps({"input_prompt": prompt,
                "output_response": out + end, "score": score,
                "stop_reason": "stop", "env_class": "search",
                "env_extras": {"data_source": "search"},
                "data_source": "search", "traj": n, "task": q,
                "last": last}))
            hist = prompt + out + end + ("" if llama else "\n") + \
                t("user", "<information>r%d</information>" % s)
        n += 1
PY
# each record's expected advantage: its trajectory's last turn's,
# computed on the last turns alone, grouped by the generator's task
# (tests/frameworks/want_adv.py traj: the runs that do not carry them)
bad=0
: > bad.txt
mkdir -p gen/global_step_1_evals lastg/global_step_1_evals
for seed in 1 2 3 4 5 6; do
	tpl=chatml
	[ $((seed % 2)) -eq 0 ] && tpl=llama
	python3 gen.py "$seed" $tpl > gen/global_step_1_evals/search.jsonl
	jq -c 'select(.last)' gen/global_step_1_evals/search.jsonl \
	    > lastg/global_step_1_evals/search.jsonl
	papo-advantage --preset skyrl --field group=task -m grpo -q lastg \
	    > lw.jsonl 2> /dev/null || fail "papo-advantage on lastg failed"
	runs=
	for m in "" "-S 64K" "--contiguous"; do
		case $m in
		"") k=plain ;;
		-S*) k=spill ;;
		*) k=contiguous ;;
		esac
		# shellcheck disable=SC2086
		papo-advantage --preset skyrl -m grpo -q $m gen \
		    > ga-$k.jsonl 2> ga.err
		runs="$runs $k=ga-$k.jsonl"
	done
	# shellcheck disable=SC2086
	python3 "$TOP/tests/frameworks/want_adv.py" traj lw.jsonl gen/global_step_1_evals/search.jsonl $runs \
	    > runs-bad.txt
	while read -r k; do
		bad=$((bad + 1))
		echo "seed $seed $tpl '$k'" >> bad.txt
	done < runs-bad.txt
	papo-stats --preset skyrl -f jsonl gen > gs.jsonl 2> /dev/null
	papo-stats --preset skyrl --field group=task -f jsonl lastg \
	    > ls.jsonl 2> /dev/null
	cmp -s gs.jsonl ls.jsonl || { bad=$((bad + 1))
	    echo "seed $seed $tpl stats" >> bad.txt; }
done
step -o bad.txt "generated: each turn takes its trajectory's last's" \
    [ "$bad" -eq 0 ]
steps_end
