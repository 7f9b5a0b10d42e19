#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon5-ablation-prm.sh: a new user's first ablation.  The
# README's judged.jsonl is judged as PAPO judges, the correct responses
# only (papo-judge's default --select correct); examples/ablation.sh on
# it stopped at its third variant, prm (which needs every response
# judged), with exit 65 and no table: the six variants that can run
# were lost with it.  Now prm is left out, said on standard error with
# papo-advantage's own message, the table and the summary hold the six
# others, and the exit status is still 65.  Records made up.
set -u
. "$TOP/tests/lib.sh"

# two steps of two prompts of four responses; only the correct ones
# judged (r_proc null on the wrong, as papo-judge leaves them)
for s in 0 1; do
	for g in a b; do
		for k in 0 1 2 3; do
			ok=$(( (k + s) % 2 ))
			p=null
			[ $ok = 1 ] && p=0.$((k + 5))
			printf '{"group":"%s%d","step":%d,"r_out":%d,"r_proc":%s,"response":"r%d"}\n' \
			    $g $s $s $ok $p $k
		done
	done
done > judged.jsonl

sh "$TOP/examples/ablation.sh" judged.jsonl "$PWD/abl" > abl.out 2> abl.err
st=$?
step -o abl.err "the exit status is prm's run's, 65" [ $st -eq 65 ]
step -o abl.err "papo-advantage's message on prm is kept" \
    grep -q "^papo-advantage: judged.jsonl:[0-9]*: field 'r_proc' is null on a response (judge every response with papo-judge --select all" \
    abl.err
step -o abl.err "prm is said to be left out" \
    grep -qxF "ablation.sh: prm left out (papo-advantage: exit status 65, said above)" abl.err
step -o abl.err "the end says what is left out" \
    grep -qxF "ablation.sh: left out of the table: prm" abl.err
for run in grpo rloo mult fullnorm papo papo-0.5; do
	step -o abl.out "$run: its two rows in the table" \
	    [ "$(grep -c "^$run  *[01] " abl.out)" -eq 2 ]
	step -o abl.out "$run: in the summary" \
	    grep -q "^$run  *zero_ratio " abl.out
	step "$run: its advantages written" \
	    [ "$(wc -l < "abl/$run.jsonl")" -eq 16 ]
done
step -o abl.out "prm: no row" sh -c '! grep -q "^prm " abl.out'
step "prm: no file of advantages left" [ ! -e abl/prm.jsonl ]
step -o abl.out "the files named are the ones written" \
    grep -qxF "advantages: $PWD/abl/{grpo,rloo,mult,fullnorm,papo,papo-0.5}.jsonl" abl.out
step "the chart drawn" [ -s abl/ablation.svg ]
