#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon6-ablation-order.sh: a new user writes the options of
# examples/ablation.sh after the judged file, as the tools take them
# (`sh examples/ablation.sh judged.jsonl --preset verl`).  The script
# stopped reading options at the first operand and took "--preset" for
# OUTDIR: "mkdir: unrecognized option '--preset'", exit 1; with
# `judged.jsonl out --field group=uid` the options were dropped
# silently and every variant ran on the wrong groups.  Now the options
# are read wherever they stand (until "--"), every order gives the
# canonical order's runs byte for byte, and a third operand is refused
# with the usage and status 64.  Records made up.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon6-ablation-order

# judged rollouts whose fields are not papo's names: the options matter
for s in 0 1; do
	for g in a b; do
		for k in 0 1 2 3; do
			printf '{"uid":"%s%d","global_step":%d,"ok":%d,' \
			    $g $s $s $(( (k + s) % 2 ))
			printf '"r_proc":0.%d,"response":"r%d"}\n' $((k + 5)) $k
		done
	done
done > judged.jsonl
abl="$TOP/examples/ablation.sh"
sh "$abl" --field group=uid --field step=global_step --field r_out=ok \
    judged.jsonl ref > ref.out 2> ref.err || fail "canonical order: $(cat ref.err)"

# every place the three options can stand around the two operands
n=0
for form in \
    'judged.jsonl out --field group=uid --field step=global_step --field r_out=ok' \
    'judged.jsonl --field group=uid out --field step=global_step --field=r_out=ok' \
    '--field group=uid judged.jsonl --field step=global_step out --field r_out=ok' \
    '--field=group=uid --field=step=global_step judged.jsonl --field r_out=ok out' \
    'judged.jsonl --field group=uid --field step=global_step --field r_out=ok out'
do
	n=$((n + 1))
	rm -rf out
	# shellcheck disable=SC2086 # the words of the form apart
	sh "$abl" $form > run.out 2> run.err
	st=$?
	step -o run.err "order $n ($form): exit status 0" [ $st -eq 0 ]
	step -o run.err "order $n: nothing on standard error" [ ! -s run.err ]
	step -o run.out "order $n: each run named" \
	    [ "$(grep -c '^run [1-7] of 7: ' run.out)" -eq 7 ]
	# the same table and summary, but for the folder's name
	grep -v '^run ' run.out | sed 's/out\//ref\//' > run.cmp
	grep -v '^run ' ref.out > ref.cmp
	step -o run.cmp "order $n: the canonical order's table" \
	    cmp -s run.cmp ref.cmp
	for v in grpo rloo prm mult fullnorm papo papo-0.5; do
		step "order $n: $v's advantages as in the canonical order" \
		    cmp -s out/$v.jsonl ref/$v.jsonl
	done
	step "order $n: no folder named after an option" [ ! -e ./--field ]
done

# a third operand: refused, nothing run
sh "$abl" judged.jsonl out2 extra > three.out 2> three.err
st=$?
step -o three.err "a third operand: exit status 64" [ $st -eq 64 ]
step -o three.err "a third operand: named" \
    grep -qxF "ablation.sh: one operand too many: 'extra'" three.err
step -o three.err "a third operand: the usage" grep -q '^usage: ' three.err
step -o three.out "a third operand: no run" [ ! -s three.out ]
# after "--", what looks like an option is an operand
sh "$abl" --field group=uid --field step=global_step --field r_out=ok \
    -- judged.jsonl --field > dd.out 2> dd.err
step -o dd.err "after --: an option's name is the output folder" \
    [ -s ./--field/grpo.jsonl ]
