#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon4-ablation.sh: a new user's ablation script, every mode of
# papo-advantage over one judged dump in a bash loop under
# `set -euo pipefail`, each variant's table from papo-stats.  The lazy
# loop passes --lambda and --signal to every mode; grpo, mult, prm and
# lead ignored --lambda (grpo and lead --signal) and gave the same
# advantages for every value, silently: the sweep looked like a result.
# Now said once a run, on standard error, with the modes that use it;
# the exit status and the records are unchanged, and a config file's
# shared --lambda is not said.  Records made up.
set -u
. "$TOP/tests/lib.sh"

# two prompts of four judged responses, one step, with token counts
for g in a b; do
	for k in 1 2 3 4; do
		r=$(( (k + 1) % 2 )); [ $g = b ] && [ $k = 3 ] && r=1
		printf '{"id":"%s%d","group":"%s","step":1,"r_out":%d,"r_proc":%s,"length":%d}\n' \
		    $g $k $g $r "$([ $r = 1 ] && echo "0.$((k * 2))" || echo null)" \
		    $((100 * k))
	done
done > judged.jsonl

cat > ablate.sh <<'EOS'
set -euo pipefail
for m in grpo papo fullnorm mult prm lead pa-lead; do
	for l in 0.5 1; do
		papo-advantage -q -m "$m" --lambda "$l" --signal random3 \
		    --allow-missing-proc judged.jsonl 2>> "err.$m" \
		    | papo-stats -q -f tsv -m zero_ratio,correct_mean \
		    | sed -n 2p > "out.$m.$l"
	done
done
echo done
EOS
# --allow-missing-proc does not apply to mult: its run is apart
sed 's/ mult / /' ablate.sh > a.sh
bash a.sh > run.out 2> run.err
step -o run.err "the loop runs to its end under set -euo pipefail" \
    grep -qx done run.out
for m in grpo prm lead; do
	step -o err.$m "$m: --lambda said to have no effect, once a run" \
	    sh -c "[ \$(grep -c '^papo-advantage: --lambda [0-9.]* has no effect in mode $m, which has no process advantage to weigh (papo, fullnorm and pa-lead do)\$' err.$m) -eq 2 ]"
done
for m in grpo lead; do
	step -o err.$m "$m: --signal random3 said to have no effect" \
	    sh -c "[ \$(grep -c '^papo-advantage: --signal random3 has no effect in mode $m, which does not read r_proc (papo, fullnorm, mult, prm and pa-lead do)\$' err.$m) -eq 2 ]"
	step "$m: the same table for both values, as said" \
	    cmp -s out.$m.0.5 out.$m.1
done
step -o err.prm "prm reads the signal: --signal not said" \
    sh -c '! grep -q -- --signal err.prm'
for m in papo fullnorm pa-lead; do
	step -o err.$m "$m uses both: nothing said" [ ! -s err.$m ]
	step "$m: lambda changes its table" \
	    sh -c "! cmp -s out.$m.0.5 out.$m.1"
done

# mult alone (the judge's score is its reward)
papo-advantage -q -m mult --lambda 0.5 judged.jsonl > m.jsonl 2> m.err
step -o m.err "mult: exit 0 and --lambda said" \
    sh -c "[ $? -eq 0 ] && grep -q '^papo-advantage: --lambda 0.5 has no effect in mode mult' m.err"
step -o m.jsonl "mult: every record written" [ "$(wc -l < m.jsonl)" -eq 8 ]
# the advantages are those of the run without it: nothing changed
papo-advantage -q -m mult judged.jsonl > m1.jsonl 2> /dev/null
step "mult: the records are the run's without --lambda" cmp -s m.jsonl m1.jsonl

# --signal judge is the default: nothing to say
papo-advantage -q -m grpo --signal judge judged.jsonl > /dev/null 2> j.err
step -o j.err "--signal judge under grpo: nothing said" [ ! -s j.err ]
# a config file shared by the runs: its lambda is not said
printf 'advantage:\n  lambda: 0.6\n  signal: random5\n' > papo.yaml
papo-advantage -q --config papo.yaml -m grpo judged.jsonl > /dev/null 2> c.err
step -o c.err "a config file's lambda and signal under grpo: nothing said" \
    [ ! -s c.err ]
