#!/bin/sh
# SPDX-License-Identifier: MIT
# t-ablation-fields.sh: examples/ablation.sh passes --preset and --field
# to every tool, so that it runs on a dump whose fields are not papo's
# names, and names each variant's run as it starts; an unknown option is
# refused, not taken for the input file.
set -u
. "$TOP/tests/lib.sh"
# judged rollouts as a framework might name them: uid for the group,
# global_step for the step, ok for the outcome
for s in 0 1; do
	for g in a b; do
		for k in 0 1 2 3; do
			ok=$(( (k + s) % 2 ))
			printf '{"uid":"%s%d","global_step":%d,"ok":%d,' \
			    $g $s $s $ok
			printf '"r_proc":0.%d,"response":"r%d"}\n' $((k + 5)) $k
		done
	done
done > judged.jsonl
sh "$TOP/examples/ablation.sh" --field group=uid --field step=global_step \
    --field=r_out=ok judged.jsonl "$PWD/abl" > abl.out 2> abl.err ||
    fail "ablation.sh with --field: $(cat abl.err)"
step -o abl.err "ablation.sh writes nothing to standard error" [ ! -s abl.err ]
i=0
for run in grpo rloo prm mult fullnorm papo papo-0.5; do
	i=$((i + 1))
	step -o abl.out "ablation.sh names run $run" \
	    grep -q "^run $i of 7: $run (papo-advantage --mode" abl.out
	step -o abl.out "ablation.sh: 2 rows for $run" \
	    [ "$(grep -c "^$run  *[01] " abl.out)" -eq 2 ]
	step "abl/$run.jsonl: 16 records" \
	    [ "$(wc -l < abl/$run.jsonl 2> /dev/null)" = 16 ]
done
# the variants saw the groups: grpo's advantages are not all zero
step "grpo finds the groups" jq -e 'select(.adv != 0)' abl/grpo.jsonl \
    > /dev/null
sh "$TOP/examples/ablation.sh" --fields x judged.jsonl "$PWD/abl2" \
    > bad.out 2> bad.err
rc=$?
step -o bad.err "an unknown option: exit 64, not $rc" [ $rc -eq 64 ]
step -o bad.err "an unknown option named" \
    grep -q "unknown option '--fields'" bad.err
exit 0
