#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-slime-eval.sh: slime's evaluation dump beside its training
# dump.  THUDM/slime @ 624b824 (2026-08-21):
# save_debug_rollout_data (slime/observability/rollout_data_utils.py)
# saves each training rollout to rollout_data/N.pt and each evaluation
# to rollout_data/eval_N.pt, the same folder; evaluation samples have
# group_index None (eval_rollout_single_dataset copies each prompt
# n_samples_per_eval_prompt times, its index counted from 0 a dataset).
# Given the converted folder whole, --preset slime read eval_N.jsonl
# too: papo-advantage stopped at its first record ("field 'group_index'
# is null", give it one or --blocks N), so the training rollouts
# could not be scored from the folder, and papo-stats added a step
# eval_N whose groups were empty, in silence.  Now eval_N.jsonl is left
# out beside N.jsonl, and said (as NeMo-RL's val_data_stepN); named
# alone, papo-advantage and papo-stats name slime's evaluation dump and
# --field group=prompt, which reads its groups.  Dumps written by
# tests/frameworks/slime-eval/make-dump.py in the writer's layout, for
# every combination of one or two eval datasets, two or three prompts
# and two or four samples a prompt, and gzip'd.  The file names are
# those of the template: --dump-details' {rollout_id}.pt, or the
# rollout_{rollout_id}.pt and data_{rollout_id}.pt of slime's docs
# (the evaluation then rollout_eval_N.pt): --preset slime read the
# step of rollout_9.jsonl as the text "rollout_9", so papo-stats put
# rollout_10 before rollout_2 and plotted them so, and eval_10 before
# eval_2 (the evaluations' accuracy over the run); the step is now the
# number after the template's prefix, an evaluation's step eval_N (a
# step of its own, never a training step's), and papo-stats orders
# string steps naturally (eval_9 before eval_10).
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
command -v jq > /dev/null || fail "jq is not installed (make deps)"
gen=$TOP/tests/frameworks/slime-eval/make-dump.py
seed=0
for nds in 1 2; do
for npr in 2 3; do
for ns in 2 4; do
	seed=$((seed + 1))
	d=run$seed/rollout_data
	# the template's name: --dump-details', and the two of slime's docs
	case $((seed % 3)) in
	0) pre= ;;
	1) pre=rollout_ ;;
	*) pre=data_ ;;
	esac
	for s in 2 9 10; do
		python3 "$gen" "$d" $s "$nds" "$npr" "$ns" "$seed" "$pre" ||
		    fail "make-dump.py $s $nds $npr $ns $pre"
	done
	v="(${pre}N: $nds datasets, $npr prompts, $ns samples)"
	ntrain=$((3 * npr * ns))
	neval=$((nds * npr * ns))

	papo-verify --preset slime "$d" > v.jsonl 2> v.err
	step -o v.err "$v papo-verify of the folder: exit 0" [ $? -eq 0 ]
	step -o v.err "$v the eval files said skipped" \
	    [ "$(grep -c "${pre}eval_[0-9]*.jsonl: skipped: evaluation samples" v.err)" = 3 ]
	step "$v the training records only" [ "$(wc -l < v.jsonl)" -eq $ntrain ]
	papo-advantage --preset slime -m grpo v.jsonl > a.jsonl 2> a.err
	step -o a.err "$v papo-advantage of them: exit 0" [ $? -eq 0 ]
	papo-advantage --preset slime -m grpo "$d" > a2.jsonl 2> a2.err
	step -o a2.err "$v papo-advantage of the folder: exit 0" [ $? -eq 0 ]
	papo-stats --preset slime -f tsv -m responses,groups "$d" > s.tsv \
	    2> s.err
	r="$((npr * ns)) $npr"
	step -o s.tsv "$v papo-stats of the folder: steps 2, 9 and 10 alone, in order" \
	    [ "$(tail -n +2 s.tsv | tr '\t' ' ')" = \
	    "$(printf '2 %s\n9 %s\n10 %s' "$r" "$r" "$r")" ]

	# a glob of the folder's files, gzip'd: the same
	mkdir -p "gz$seed"
	for f in "$d"/*.jsonl; do
		gzip -c "$f" > "gz$seed/${f##*/}.gz"
	done
	papo-stats --preset slime -f tsv -m responses,groups "gz$seed"/*.gz \
	    > sz.tsv 2> sz.err
	step -o sz.err "$v gzip'd, named by a glob: the same rows" \
	    cmp -s s.tsv sz.tsv

	# the evaluation alone: read by papo-verify, named by the others
	e=$d/${pre}eval_9.jsonl
	papo-verify --preset slime "$e" > ve.jsonl 2> ve.err
	step -o ve.err "$v eval_9 alone: papo-verify reads it" \
	    [ "$(wc -l < ve.jsonl)" -eq $neval ]
	step -o ve.jsonl "$v its verdicts are the dump's rewards" \
	    [ "$(jq -c '[.verify == "equal", .reward == 1]' ve.jsonl |
	    sort -u | tr -d '\n')" = '[false,false][true,true]' ]
	papo-advantage --preset slime -m grpo ve.jsonl > ae.jsonl 2> ae.err
	step -o ae.err "$v eval_9 alone: papo-advantage names slime's evaluation dump" \
	    grep -q "ve.jsonl:1: field 'group_index' is null.*slime's evaluation dump.*--field group=prompt" ae.err
	papo-stats --preset slime ve.jsonl > se.out 2> se.err
	step -o se.err "$v eval_9 alone: papo-stats says its groups are empty and why" \
	    grep -q "field 'group_index' is null.*slime's evaluation dump.*--field group=prompt.*groups.*are empty" se.err
	# what the message says, done: a prompt's samples a group
	papo-advantage --preset slime --field group=prompt -m grpo ve.jsonl \
	    > ae.jsonl 2> ae.err
	step -o ae.err "$v --field group=prompt: papo-advantage reads it" [ $? -eq 0 ]
	papo-stats --preset slime --field group=prompt -f tsv \
	    -m responses,groups ae.jsonl > se.tsv 2> se.err
	step -o se.tsv "$v --field group=prompt: a group a prompt of a dataset" \
	    [ "$(tail -n +2 se.tsv | tr '\t' ' ')" = \
	    "eval_9 $neval $((nds * npr))" ]
	# an advantage each group's rewards give: mean 0 in every group
	step -o ae.jsonl "$v each group's advantages add up to 0" \
	    [ "$(jq -s 'group_by(.prompt) | map(map(.adv) | add | fabs < 1e-9)
	    | all' ae.jsonl)" = true ]
	# the evaluations alone, over the run: steps in order (a chart of
	# the evaluation's accuracy)
	papo-stats --preset slime --field group=prompt -f tsv \
	    -m responses,groups "$d/${pre}eval_"*.jsonl > sa.tsv 2> sa.err
	r="$neval $((nds * npr))"
	step -o sa.tsv "$v the evaluations alone: eval_2, eval_9 and eval_10, in order" \
	    [ "$(tail -n +2 sa.tsv | tr '\t' ' ')" = \
	    "$(printf 'eval_2 %s\neval_9 %s\neval_10 %s' "$r" "$r" "$r")" ]
	rm -rf "run$seed" "gz$seed"
done
done
done
