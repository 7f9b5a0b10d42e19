#!/bin/sh
# SPDX-License-Identifier: MIT
# t-areal-eval.sh: AReaL writes training rollouts to rollout/V/TASK.jsonl
# and evaluation ones to eval-rollout/V/TASK.jsonl beside them
# (inclusionAI/AReaL, areal/workflow rollout dumps; tests/frameworks/
# LAYOUTS.md).  Given the trial folder, --preset areal took the step of
# eval-rollout/1/ from its pattern rollout/{}/ and mixed evaluation into
# training step 1, silently.  A step pattern's text before {} that holds
# a '/' names whole components: the evaluation files match no step, and
# the tools that need one stop naming the file and line; the training
# folder alone is read as before.
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
papo-stats --preset areal trial > all.tsv 2> all.err
st=$?
step -o all.err "the trial folder: exit status $st, expected 65" [ $st -eq 65 ]
step -o all.err "the message names the evaluation file and the pattern" \
    grep -q "eval-rollout/1/0.jsonl:1: no field 'step', and the file name does not match the step pattern 'rollout/{}/'" all.err
papo-stats --preset areal trial/rollout > train.tsv 2> train.err
step -o train.err "the training folder: exit status $?, expected 0" [ $? -eq 0 ]
step -o train.tsv "step 1 holds the 4 training responses in 2 groups" \
    awk -F '\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i }
	NR == 2 { ok = $c["step"] == 1 && $c["responses"] == 4 &&
	    $c["groups"] == 2 } END { exit !ok }' train.tsv
papo-verify -q --preset areal trial > v.jsonl 2> v.err
step -o v.err "papo-verify reads both: exit status $?, expected 0" [ $? -eq 0 ]
step -o v.jsonl "the evaluation records carry no training step" \
    jq -e -s 'map(select(.prompt | startswith("eval"))) |
	length == 4 and all(.step == null)' v.jsonl
