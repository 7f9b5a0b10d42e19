#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-verl-val-table.sh: verl's validation generations as wandb
# logs them.  verl-project/verl @ 1dda039: trainer.log_val_generations
# > 0 sends a sample of the validation's responses to
# ValidationGenerationsLogger (verl/utils/tracking.py), whose wandb
# backend logs val/generations as a table of one row a step, columns
# step, input_1, output_1, score_1, input_2, ..., and, as a workaround
# for wandb, logs every step a new table holding every row before it.
# papo named it as any wandb table, with a conversion that makes a
# record a row (a step, its samples in wide keys, which no preset
# reads); converting every file would count each step again.  It is
# now named as verl's, with a conversion of the last table to a record
# a sample that --preset verl reads.  Fixture
# tests/frameworks/verl-val-table/ (by hand: steps 10 and 20, two
# samples each, the step-20 table holding both rows).
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"
t=$TOP/tests/frameworks/verl-val-table/wandb/run-20261130_101500-k3v9q2x1/files/media/table/val
last=$t/generations_20_3f2a9c1d0b7e6a54.table.json

for tool in verify advantage stats; do
	papo-$tool --preset verl "$last" > /dev/null 2> err.$tool
	step -o err.$tool "papo-$tool stops (65)" [ $? -eq 65 ]
	step -o err.$tool "papo-$tool names verl's table and the last one" \
	    grep -q "verl's validation generations.*convert the last one alone" \
	    err.$tool
done
papo-verify --preset verl < "$last" > /dev/null 2> err.stdin
step -o err.stdin "on standard input too, with FILE in the command" \
    grep -q "^papo-verify: <stdin>: verl's validation.* FILE > val_generations.jsonl" \
    err.stdin
# the message's command, run as it is
cmd=$(sed -n "s/.*a record a sample: \(python3 -c '.*'\) .* > val_generations.jsonl.*/\1/p" \
    err.verify)
step -o err.verify "the message holds a command" [ -n "$cmd" ]
man=$(sed -n 's/^\.Dl \(python3 -c .*\) FILE > val_generations\.jsonl$/\1/p' \
    "$TOP/man/papo.7" | sed 's/\\(dq/"/g')
step "papo(7) gives the message's command" [ "$man" = "$cmd" ]
eval "$cmd \"\$last\"" > val.jsonl 2> py.err
step -o py.err "the command runs" [ $? -eq 0 ]
step -o val.jsonl "a record a sample, every step once" \
    [ "$(jq -c '[.step, .score]' val.jsonl | tr -d '\n')" = \
    '[10,0][10,1][20,1][20,0]' ]
papo-verify -q --preset verl val.jsonl > v.jsonl 2> v.err
step -o v.err "papo-verify reads them (no reference: r_out null)" \
    [ "$(jq -c '[.verify, .r_out]' v.jsonl | sort -u)" = '["no_reference",null]' ]
papo-stats --preset verl -f tsv -m responses,accuracy v.jsonl > st.tsv \
    2> st.err
step -o st.tsv "papo-stats: two steps of two, accuracy from the score" \
    [ "$(cat st.tsv)" = "$(printf 'step\tresponses\taccuracy\n10\t2\t0.5\n20\t2\t0.5')" ]
# any other wandb table is named as before
papo-verify "$TOP/tests/frameworks/magic/openrlhf-generated_samples_2.table.json" \
    > /dev/null 2> err.other
step -o err.other "another wandb table keeps its message" \
    grep -q "a wandb table, not JSONL records" err.other
steps_end
