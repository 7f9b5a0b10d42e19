#!/bin/sh
# SPDX-License-Identifier: MIT
# t-frameworks-survey.sh: the writers LAYOUTS.md surveyed last (NeMo-Skills,
# evalscope, Skywork-OR1, open-instruct, OpenCompass), each sample through
# the papo command LAYOUTS.md and papo(7) give for it: papo-verify's
# verdicts agree with the writer's own stored label, and papo-stats counts
# per step the responses, groups and accuracy the sample's own fields give
# (computed here with jq from the same records, not written down).
set -u
. "$TOP/tests/lib.sh"
fw="$TOP/tests/frameworks"

# want FILE STEPJQ GROUPJQ LABELJQ: "step responses groups accuracy" a
# line per step, from the records themselves
want() {
	jq -r -s "group_by($2)[] | [(.[0] | $2 // \"\"), length,
	    (map($3) | unique | length), (map($4 | if . == true then 1
	    elif . == false then 0 else . end) | add / length)] | @tsv" "$1"
}

# same NAME WANT TSV: papo-stats' table (header first) holds WANT's rows
same() {
	awk -F '\t' 'NR == FNR { w[$1] = $2 " " $3 " " $4; n++; next }
	    FNR == 1 { next }
	    { if (!($1 in w)) { print "unexpected step " $1; bad = 1; next }
	      split(w[$1], x, " ")
	      d = $4 - x[3]; if (d < 0) d = -d
	      if ($2 != x[1] || $3 != x[2] || d > 1e-12) {
		print "step " $1 ": " $2 " " $3 " " $4 "; want " w[$1]; bad = 1
	      }
	      seen++ }
	    END { if (seen != n) { print seen " steps of " n; bad = 1 }
		exit bad }' "$2" "$3" > "$1.diff"
}

# run NAME LABELJQ STEPJQ GROUPJQ FIELDS FILES...: the pipeline, then the
# checks
run() {
	name=$1 label=$2 stepq=$3 groupq=$4 fields=$5
	shift 5
	# shellcheck disable=SC2086
	papo-verify -q $fields "$@" > "$name.v" 2> "$name.err" ||
	    fail "$name: papo-verify: $(cat "$name.err")"
	step -o "$name.v" "$name: records" [ "$(wc -l < "$name.v")" -gt 0 ]
	step -o "$name.v" "$name: verdicts agree with its label" jq -s -e \
	    "all((.verify == \"equal\") == (($label) == true or ($label) == 1))" \
	    "$name.v"
	# shellcheck disable=SC2086
	papo-advantage $fields -m grpo < "$name.v" > "$name.a" 2> "$name.err" ||
	    fail "$name: papo-advantage: $(cat "$name.err")"
	# shellcheck disable=SC2086
	papo-stats $fields -f tsv -m responses,groups,accuracy < "$name.a" \
	    > "$name.tsv" 2> "$name.err" || fail "$name: papo-stats: $(cat "$name.err")"
	want "$name.v" "$stepq" "$groupq" "$label" > "$name.want" ||
	    fail "$name: jq"
	step -o "$name.diff" "$name: per step counts and accuracy" \
	    same "$name" "$name.want" "$name.tsv"
}

# NeMo-Skills: a file per seed, a problem's responses across them
run nemo-skills .symbolic_correct null .problem "--field group=problem
    --field problem=problem --field response=generation
    --field answer=expected_answer --field acc=symbolic_correct" \
    "$fw"/nemo-skills/eval-results/math/output-rs*.jsonl

# evalscope reviews: repeats share sample_score.group_id
run evalscope .sample_score.score.value.acc null .sample_score.group_id \
    "--field group=sample_score.group_id
    --field problem=messages[role=user].content
    --field response=messages[role=assistant].content --field answer=target
    --field acc=sample_score.score.value.acc" \
    "$fw"/evalscope/outputs/*/reviews/*/*.jsonl

# Skywork-OR1's stats_path: a step in the name and in global_steps
run skywork-or1 .reward .global_steps .prompt "--field group=prompt
    --field problem=prompt --field response=response
    --field answer=reward_model.ground_truth --field step=global_steps
    --field length=response_length --field reward=reward" \
    "$fw"/skywork-or1/stats/val_stats_step_*.jsonl

# open-instruct: token ids only, nothing papo-verify can check (it says
# so); papo-advantage and papo-stats read the groups and rewards
oi="$fw/open-instruct/rollouts/grpo_run_rollouts_000000.jsonl"
papo-verify -q --field response=response "$oi" > oi.v 2> oi.err
step -o oi.err "open-instruct: papo-verify refuses, exit 65" [ $? = 65 ]
step -o oi.err "open-instruct: names the missing field" \
    grep -q "field 'response' is missing; the record's keys are step, sample_idx, prompt_idx, prompt_tokens, response_tokens" oi.err
oif="--field group=prompt_idx --field step=step --field id=sample_idx --field reward=reward"
# shellcheck disable=SC2086
papo-advantage $oif -m grpo < "$oi" > oi.a 2> oi.err ||
    fail "open-instruct: papo-advantage: $(cat oi.err)"
# papo's advantage has the sign of open-instruct's own
step -o oi.a "open-instruct: advantage signs" jq -s -e \
    'length == 8 and all((.adv > 0) == (.advantage > 0) and (.adv < 0) == (.advantage < 0))' oi.a
# shellcheck disable=SC2086
papo-stats $oif -f tsv -m responses,groups < oi.a > oi.tsv 2> oi.err ||
    fail "open-instruct: papo-stats: $(cat oi.err)"
jq -r -s 'group_by(.step)[] | [.[0].step, length, (map(.prompt_idx) | unique | length)] | @tsv' \
    "$oi" > oi.want || fail "open-instruct: jq"
step -o oi.tsv "open-instruct: responses and groups per step" \
    sh -c 'tail -n +2 "$1" | cmp -s - "$2"' sh oi.tsv oi.want

# OpenCompass predictions: one object of records keyed by index; papo
# names it and the command that splits it, and the command works
oc=$(ls "$fw"/opencompass/outputs/*/*/predictions/*/gsm8k.json)
papo-verify -q "$oc" > oc.v 2> oc.err
step -o oc.err "opencompass: exit 65" [ $? = 65 ]
step -o oc.v "opencompass: no output" [ ! -s oc.v ]
step -o oc.err "opencompass: named" grep -q "a JSON object of records keyed by index" oc.err
sed -n "s/.*convert it: \(jq -c '[^']*'\) .*/\1/p" oc.err > oc.cmd
step -o oc.err "opencompass: a command" [ -s oc.cmd ]
sh -c "$(cat oc.cmd) \"\$1\"" sh "$oc" > oc.jsonl || fail "opencompass: the command"
# the fields papo(7) gives for OpenCompass's records
ocf="--field problem=origin_prompt --field response=prediction --field answer=gold"
# shellcheck disable=SC2086
papo-verify -q $ocf oc.jsonl > oc.v 2> oc.err || fail "opencompass: $(cat oc.err)"
step -o oc.v "opencompass: every record read, gold compared" jq -s -e \
    --slurpfile src "$oc" '($src[0] | length) as $n | length == $n and
    all(.verify == "equal" or .verify == "not_equal")' oc.v

# POLARIS: verl's writer of its time, no gts: papo-verify has no
# reference (no_reference), the stored score is the outcome
papo-verify -q --preset verl "$fw"/polaris/rollout_data/*.jsonl > pol.v ||
    fail "polaris: papo-verify"
step -o pol.v "polaris: no reference, said so" jq -s -e \
    'length > 0 and all(.verify == "no_reference")' pol.v
papo-advantage --preset verl -m grpo < pol.v > pol.a 2> pol.err ||
    fail "polaris: papo-advantage: $(cat pol.err)"
papo-stats --preset verl -f tsv -m responses,groups,accuracy < pol.a \
    > pol.tsv 2> pol.err || fail "polaris: papo-stats: $(cat pol.err)"
want pol.v .step .input .score > pol.want || fail "polaris: jq"
step -o pol.diff "polaris: per step counts and accuracy" \
    same pol pol.want pol.tsv
