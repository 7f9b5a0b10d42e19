#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-preset-rubric.sh: with --preset and no --rubric, papo-judge
# grades with the rubric that fits the framework's fields (issue 28):
# 3-tier-answer for dumps with a reference answer (verl), 3-tier-noref
# for dumps with no reference (areal); 3-tier when --field names a
# solution, or without a preset.  Dry runs: no server.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-preset-rubric

# the rubric's own words in the request's prompt
says() { jq -r '.messages[].content' "$1" | grep -q "$2"; }

echo '{"uid":"a","input":"q","output":"r","gts":"1","acc":1}' > verl.jsonl
papo-judge --dry-run -m m --preset verl verl.jsonl > out 2> err
st=$?
step -o err "verl: exit status $st, expected 0 (no 'solution' asked for)" \
    [ $st -eq 0 ]
step -o out "verl: graded against the reference answer" \
    says out 'reference answer'

echo '{"task_id":"a","prompt":"q","completion":"r","reward":1}' > areal.jsonl
papo-judge --dry-run -m m --preset areal areal.jsonl > out 2> err
st=$?
step -o err "areal: exit status $st, expected 0" [ $st -eq 0 ]
step -o out "areal: told no reference is given" \
    says out 'No reference solution or answer is given'

# --field naming a solution keeps the default rubric
echo '{"uid":"a","input":"q","output":"r","gts":"1","sol":"s","acc":1}' > sol.jsonl
papo-judge --dry-run -m m --preset verl --field solution=sol sol.jsonl \
    > out 2> err
st=$?
step -o err "verl with --field solution: exit status $st" [ $st -eq 0 ]
step -o out "verl with --field solution: the reference solution shown" \
    says out 'reference solution'

# and --rubric names another
papo-judge --dry-run -m m --preset verl --rubric 3-tier verl.jsonl \
    > out 2> err
st=$?
step -o err "verl --rubric 3-tier: exit status $st, expected 65" [ $st -eq 65 ]
step -o err "verl --rubric 3-tier: the missing solution named" \
    grep -q "field 'solution' is missing" err
