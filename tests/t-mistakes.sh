#!/bin/sh
# SPDX-License-Identifier: MIT
# t-mistakes.sh: the mistakes a new user makes get the answer that fixes
# them: a reference under another name (every record of a file without
# it fails, listing the keys and the --field to give; one record without
# it among many does not), a missing field lists the record's keys, an
# unknown role lists the roles, an unknown metric says what was meant.
set -u
. "$TOP/tests/lib.sh"

# a dump whose reference is ground_truth: all three tools fail
for i in 1 2 3 4; do
	printf '{"prompt":"p%d","response":"so \\\\boxed{%d}","ground_truth":"2","group":%d}\n' \
	    $i $((i % 3)) $((i % 2))
done > gt.jsonl
papo-verify -q gt.jsonl > v.out 2> v.err
step "papo-verify: all references missing: status 0" [ $? = 65 ]
step -o v.err "papo-verify" \
    grep -qF "gt.jsonl: no record has field 'answer' (the reference); the first one's keys are prompt, response, ground_truth, group: map it with --field answer=KEY (--field answer=ground_truth?)" v.err
papo-advantage -m grpo < v.out > a.out 2> a.err
step -o a.err "papo-advantage: exit status" [ $? = 65 ]
step -o a.err "papo-advantage" \
    grep -q 'no record has an outcome.*--field answer=KEY' a.err
papo-stats -f tsv < a.out > s.out 2> s.err
step -o s.err "papo-stats: exit status" [ $? = 65 ]
step -o s.err "papo-stats" \
    grep -q 'no record has an outcome.*--field answer=KEY' s.err
# the fix it names works
papo-verify -q --field answer=ground_truth gt.jsonl > v2.out ||
    fail "the suggested --field"
# one record without a reference among others is no stop
{ printf '{"response":"\\\\boxed{2}","answer":"2"}\n'; head -n 1 gt.jsonl; } |
    papo-verify -q > /dev/null || fail "one missing reference stopped the run"
# a file that is all without one, beside a good file, is named
printf '{"response":"\\\\boxed{2}","answer":"2"}\n' > good.jsonl
papo-verify -q good.jsonl gt.jsonl > /dev/null 2> two.err
step -o two.err "two files: exit status" [ $? = 65 ]
step -o two.err "two files" \
    grep -q '^papo-verify: .*gt.jsonl: no record has field' two.err
# a dump of a framework with a preset: the preset is named
printf '{"input":"q","output":"\\\\boxed{2}","score":1.0,"step":1}\n' > verl.jsonl
papo-verify verl.jsonl > /dev/null 2> p.err
step -o p.err "missing field: exit status" [ $? = 65 ]
step -o p.err "missing field" \
    grep -qF "field 'response' is missing; the record's keys are input, output, score, step (--field response=KEY, or --preset verl)" p.err
printf '{"input":"q","output":"\\\\boxed{2}","gt":"2","step":1}\n' > verl2.jsonl
papo-verify --preset verl verl2.jsonl > /dev/null 2> p2.err
step -o p2.err "preset, reference elsewhere: exit status" [ $? = 65 ]
step -o p2.err "preset, reference elsewhere" \
    grep -qF "no record has field 'gts' (the reference); the first one's keys are input, output, gt, step: map it with --field answer=KEY (--field answer=gt?)" p2.err

# an unknown role lists the roles, and the one meant
papo-verify --field answr=x < /dev/null > /dev/null 2> r.err
step -o r.err "unknown role: exit status" [ $? = 64 ]
step -o r.err "unknown role" \
    grep -qF "unknown field role 'answr'; did you mean 'answer'? (roles: group, id, problem, response, answer," r.err
# an unknown preset: the one meant
papo-verify --preset nemo < /dev/null > /dev/null 2> p.err
step -o p.err "unknown preset: exit status" [ $? = 64 ]
step -o p.err "unknown preset" \
    grep -qF "invalid value 'nemo' for --preset (one of: default, verl," p.err
step -o p.err "unknown preset: the one meant" \
    grep -qF "lm-eval; did you mean 'nemo-rl'?)" p.err
# an unknown metric: the one meant, when one is near
papo-stats -m acc < /dev/null > /dev/null 2> m.err
step -o m.err "unknown metric: exit status" [ $? = 64 ]
step -o m.err "unknown metric" \
    grep -qF "unknown metric 'acc'; did you mean accuracy?" m.err
papo-stats -m zero_ration < /dev/null > /dev/null 2> m.err
step -o m.err "zero_ration" grep -qF "did you mean zero_ratio?" m.err
papo-stats -m qqqq < /dev/null > /dev/null 2> m.err
step -o m.err "qqqq: exit status" [ $? = 64 ]
step -o m.err "qqqq" eval '! grep -q "did you mean" m.err'

# an ablation with a variant that failed: its empty file is named, and
# the table and the chart's legend have the same runs
for i in 1 2 3; do
	printf '{"step":%d,"group":1,"adv":0.5,"acc":true}\n{"step":%d,"group":1,"adv":-0.5,"acc":false}\n' $i $i
done > lead.jsonl
cp lead.jsonl same.jsonl
: > failed.jsonl
papo-stats -f tsv -m accuracy --run lead=lead.jsonl --run failed=failed.jsonl \
    --run same=same.jsonl -p chart.svg > runs.tsv 2> runs.err ||
    fail "runs: $(cat runs.err)"
step -o runs.err "the empty run was not named" \
    grep -qF "run 'failed': no records in failed.jsonl: left out of the table and the chart" runs.err
step -o runs.tsv "table runs" \
    [ "$(cut -f 1 runs.tsv | sort -u | tr '\n' ' ')" = "lead run same " ]
step "the chart's legend has the empty run" \
    eval '! grep -q '\''>failed<'\'' chart.svg'
step "the chart's legend lacks a run" \
    eval 'grep -q '\''>lead<'\'' chart.svg && grep -q '\''>same<'\'' chart.svg'
# a lone named run that is empty is named too
papo-stats -f tsv --run failed=failed.jsonl > one.tsv 2> one.err ||
    fail "one empty run: $(cat one.err)"
step -o one.err "a lone empty run not named" \
    grep -qxF "papo-stats: run 'failed': no records in failed.jsonl" one.err
# lines that coincide: said in the panel, drawn with other dashes
step "coinciding lines not said" grep -q '>lead = same (the same)<' chart.svg
step "no dash for the second series" \
    [ "$(grep -o 'stroke-dasharray="[0-9 ]*"' chart.svg | sort -u | wc -l)" -ge 1 ]
# the example rollouts' labels agree with papo-verify, so that the demo
# (papo-verify's verdicts) and the README's plots (the labels) show the
# same accuracy for a step
papo-verify -q "$TOP/examples/rollouts.jsonl" |
    jq -c 'select((.r_out == 1) != (.label == 1)) | .id' > disagree.txt
step -o disagree.txt "labels papo-verify disagrees with" [ ! -s disagree.txt ]
# make demo builds quietly: its table is not under the compiler's lines
sed -n '/^demo:/,/^$/p' "$TOP/Makefile" | grep -q 'MAKE) -s ' ||
    fail "make demo does not build quietly"
# make demo asks only for the build's packages (the demo needs no test
# tool), and they are the first list of make deps
step "make demo installs more than the build's packages" \
    grep -q '^demo: deps-build$' "$TOP/Makefile"
step "make deps-build does not install DEB_BUILD_PKGS" \
    eval 'grep -A1 "^deps-build:" "$TOP/Makefile" | grep -qF "\$(DEB_BUILD_PKGS)\""'
# --follow on a terminal without -m: after ^C the final table keeps the
# live table's columns (those with data), not every metric
mkdir tty
printf '{"group":"a","acc":1,"step":1}\n{"group":"a","acc":0,"step":1}\n' \
    > tty/1.jsonl
script -qefc "stty cols 300 rows 30; echo \$\$ > tty.pid; exec papo-stats \
    --follow --interval 0.2 tty" typescript > /dev/null 2>&1 < /dev/null &
sp=$!
pids="$pids $sp"
wait_text $sp typescript '1 file, 2 records'
kill -INT "$(cat tty.pid)" || fail "cannot interrupt papo-stats"
wait_end $sp "papo-stats on the terminal"
esc=$(printf '\033')
tr -d '\r' < typescript | sed "s/${esc}\[K//g; s/${esc}\[H${esc}\[J/\\
CLEAR\\
/g; s/${esc}\[H//g" > screen
live=$(grep '^step ' screen | head -n 1)
final=$(sed -n '/^CLEAR$/,$p' screen | grep '^step ' | tail -n 1)
step "final columns differ from the live ones: '$live' / '$final'" \
    eval '[ -n "$live" ] && [ "$live" = "$final" ]'
case $final in *adv_mean*) fail "the final table has empty columns: $final" ;; esac
exit 0
