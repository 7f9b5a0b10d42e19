#!/bin/sh
# SPDX-License-Identifier: MIT
# t-examples.sh: the example scripts run, against the programs under
# test, and show what they say they show.
set -u
. "$TOP/tests/lib.sh"
export PAPO_RUBRIC_PATH="$TOP/rubrics"

# ablation.sh: seven variants of the same judged rollouts, one table, one chart
sh "$TOP/examples/ablation.sh" "" "$PWD/abl" > abl.out 2> abl.err ||
    fail "ablation.sh: $(cat abl.err)"
step -o abl.err "ablation.sh wrote to standard error" [ ! -s abl.err ]
for run in grpo rloo prm mult fullnorm papo papo-0.5; do
	step "ablation.sh: no 4 rows for $run" \
	    [ "$(grep -c "^$run  *[0-3] " abl.out)" -eq 4 ]
	step "abl/$run.jsonl" [ "$(wc -l < abl/$run.jsonl)" -eq 256 ]
done
step "ablation.svg is not well-formed" xmllint --noout abl/ablation.svg
step "ablation.svg lacks a run" grep -q '>papo-0.5</text>' abl/ablation.svg
# process_active_ratio is each variant's own: none for the ORM baselines
# and mult (no process component), a share for prm and papo
step "ablation.sh: grpo, rloo or mult is process-active" \
    [ "$(awk '($1 == "grpo" || $1 == "rloo" || $1 == "mult") && $2 ~ /^[0-9]+$/ && $4 != "-"' abl.out)" = "" ]
step "ablation.sh: prm or papo has no process-active ratio" \
    [ "$(awk '($1 == "prm" || $1 == "papo") && $2 ~ /^[0-9]+$/ && $4 == "-"' abl.out)" = "" ]
# it ends with the summary: a row per variant and metric, grpo's
# process-active ratio without rows
step -o abl.out "ablation.sh: no summary" \
    grep -q '^grpo  *process_active_ratio  *0  *-  *-  *-  *-$' abl.out
step -o abl.out "ablation.sh: the summary lacks a variant" \
    [ "$(grep -c '^[a-z.0-9-]*  *zero_ratio  *4 ' abl.out)" -eq 7 ]
# grpo leaves all-correct groups without signal, papo does not
z_grpo=$(awk '$1 == "grpo" && $2 == 1 { print $3 }' abl.out)
z_papo=$(awk '$1 == "papo" && $2 == 1 { print $3 }' abl.out)
awk -v a="$z_grpo" -v b="$z_papo" 'BEGIN { exit !(a > b) }' ||
    fail "zero_ratio at step 1: grpo $z_grpo, papo $z_papo"

# validate.sh: the judge-validation report and the reward-hacking watch
sh "$TOP/examples/validate.sh" "$PWD/val" > val.out 2> val.err ||
    fail "validate.sh: $(cat val.err)"
step -o val.err "validate.sh wrote to standard error" [ ! -s val.err ]
step "validate.sh: not the judge-agreement report of the README" \
    grep -q '^all  *64  *0.297  *-0.023 ' val.out
step "validate.sh: not 4 steps of reward-hacking metrics" \
    [ "$(grep -c '^ *[0-3]  *0\.[0-9]*  *[0-9.]*  *[0-9.]*  *-*0\.[0-9]*  *0\.1' val.out)" -eq 4 ]

# verl-ingest.sh: verl's dumps, one file per step, groups found by prompt
sh "$TOP/examples/verl-ingest.sh" "" "$PWD/verl" > verl.out 2> verl.err ||
    fail "verl-ingest.sh: $(cat verl.err)"
step "verl-ingest.sh wrote to standard error" [ ! -s verl.err ]
step -o verl.out "verl-ingest.sh: not 4 steps of 64 responses in 8 groups" \
    [ "$(grep -c '^ *[1-4]  *64  *8 ' verl.out)" -eq 4 ]
# the same advantages as papo-verify's verdicts on the rollouts they came
# from give under grpo (the dumps hold the same responses, reordered)
papo-verify -q "$TOP/examples/rollouts.jsonl" > ver.jsonl || fail "papo-verify"
papo-advantage --mode grpo ver.jsonl > adv.jsonl || fail "papo-advantage"
jq -r .adv adv.jsonl | sort -g > a1
jq -r .adv verl/advantages.jsonl | sort -g > a2
step "verl-ingest.sh: advantages differ from the rollouts'" cmp -s a1 a2
exit 0
