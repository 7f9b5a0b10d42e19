#!/bin/sh
# SPDX-License-Identifier: MIT
# t-areal-eval.sh: AReaL writes training rollouts to rollout/V/TASK.jsonl
# and evaluation ones to eval-rollout/V/TASK.jsonl beside them
# (inclusionAI/AReaL @ 4aef98d, areal/infra/workflow_executor.py
# _dump_trajectory: subdir "eval-rollout" if is_eval else "rollout";
# tests/frameworks/LAYOUTS.md).  Given the trial folder, --preset areal
# took the step of eval-rollout/1/ from its pattern rollout/{}/ and
# mixed evaluation into training step 1, silently; then (a step
# pattern's text before {} that holds a '/' names whole components) the
# evaluation files matched no step and papo-advantage and papo-stats
# stopped (65) on them, so the trial folder could not be read.  Now the
# evaluation files are left out beside the training folder, said so
# (as NeMo-RL's val_data and slime's eval_N), and read named alone,
# their step the version folder's (eval-rollout/{}/).
set -u
. "$TOP/tests/lib.sh"
scratch t-areal-eval

for d in rollout eval-rollout; do
	mkdir -p trial/$d/1
	for t in 0 1; do
		printf '%s\n' \
		    "{\"task_id\":$t,\"prompt\":\"$d $t\",\"completion\":\"\\\\boxed{4}\",\"reward\":1.0,\"answer\":\"4\"}" \
		    "{\"task_id\":$t,\"prompt\":\"$d $t\",\"completion\":\"\\\\boxed{5}\",\"reward\":0.0,\"answer\":\"4\"}" \
		    > trial/$d/1/$t.jsonl
	done
done
papo-stats --preset areal -f tsv trial > all.tsv 2> all.err
st=$?
step -o all.err "the trial folder: exit status $st, expected 0" [ $st -eq 0 ]
step -o all.err "the evaluation files said left out" [ "$(grep -c \
    'eval-rollout/1/[01].jsonl: skipped: evaluation trajectories (eval-rollout/), read with the training records of trial/rollout/1/0.jsonl: an evaluation.s records are no training step.s' \
    all.err)" -eq 2 ]
papo-advantage --preset areal -m grpo trial > a.jsonl 2> a.err
step -o a.err "papo-advantage on the trial folder: exit 0" [ $? -eq 0 ]
step -o a.jsonl "the training records only" [ "$(grep -c '"prompt":"rollout' \
    a.jsonl)" -eq 4 ] && [ "$(wc -l < a.jsonl)" -eq 4 ]
papo-stats --preset areal -f tsv trial/eval-rollout > ev.tsv 2> ev.err
step -o ev.err "the evaluation alone: read, at its version's step" \
    [ "$(tail -n +2 ev.tsv | cut -f1,2)" = "$(printf '1\t4')" ]
papo-stats --preset areal trial/rollout > train.tsv 2> train.err
step -o train.err "the training folder: exit status $?, expected 0" [ $? -eq 0 ]
step -o train.tsv "step 1 holds the 4 training responses in 2 groups" \
    awk -F '\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i }
	NR == 2 { ok = $c["step"] == 1 && $c["responses"] == 4 &&
	    $c["groups"] == 2 } END { exit !ok }' train.tsv
papo-verify -q --preset areal trial > v.jsonl 2> v.err
step -o v.err "papo-verify reads the trial folder: exit status $?, expected 0" [ $? -eq 0 ]
step -o v.jsonl "the training records only" \
    jq -e -s 'length == 4 and all(.prompt | startswith("rollout"))' v.jsonl
