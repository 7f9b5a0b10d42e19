#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon-areal.sh: AReaL's trajectory dump from a run with two
# data-parallel ranks.  inclusionAI/AReaL @ 4aef98d8d (2026-05-21):
# areal/infra/dist_rollout.py DistRolloutCoordinator has every data-
# parallel head generate rollouts through its own RemoteInfEngine, whose
# WorkflowExecutor (areal/infra/workflow_executor.py) numbers its tasks
# with its own TaskIdGenerator from 0; _dump_trajectory appends each to
# {log_path}/rollout/{tail_version}/{task_id}.jsonl, a path with no rank
# in it.  So task 0 of rank 0 and task 0 of rank 1 (two prompts) share a
# file and a task_id, their lines in any order.  --preset areal grouped by
# task_id: the two prompts' responses were one group, in silence.  It
# groups by the prompt now (with --group-size, a prompt two tasks sampled
# is split by order, as for every preset keyed by the prompt).  Records
# from tests/frameworks/areal (LAYOUTS.md): rank 0's tasks 0-2 of version
# 0, and version 1's tasks 3-5 as rank 1's tasks 0-2 of version 0.
set -u
. "$TOP/tests/lib.sh"
src="$TOP/tests/frameworks/areal/logs/root/math-grpo/trial0/rollout"

r=trial0/rollout/0
mkdir -p $r
re() { jq -c ".task_id = $1 | .head_version = 0 | .tail_version = 0" "$2"; }
# task 0: the two ranks' lines interleaved; tasks 1 and 2: one after the other
re 0 "$src/1/3.jsonl" > rank1.jsonl || fail "jq"
paste -d '\n' "$src/0/0.jsonl" rank1.jsonl > $r/0.jsonl
{ cat "$src/0/1.jsonl"; re 1 "$src/1/4.jsonl"; } > $r/1.jsonl
{ cat "$src/0/2.jsonl"; re 2 "$src/1/5.jsonl"; } > $r/2.jsonl
step "task 0's file holds two prompts" \
    [ "$(jq -r '.prompt | @json' $r/0.jsonl | sort -u | wc -l)" = 2 ]

set -- $r/0.jsonl $r/1.jsonl $r/2.jsonl
papo-advantage --preset areal --group-size 4 -m grpo --std population \
    --eps 0 "$@" > a.jsonl 2> a.err || fail "papo-advantage: $(cat a.err)"
papo-stats --preset areal --group-size 4 -f tsv -m responses,groups,accuracy \
    < a.jsonl > s.tsv 2> s.err || fail "papo-stats: $(cat s.err)"

# the true groups: a (file, prompt), a task of one rank
jq -n '[inputs | . + {_g: [input_filename, .prompt]}]' "$@" > all.json ||
    fail "jq"
want=$(jq -r '[0, length, (map(._g) | unique | length),
    (map(.reward) | add / length)] | @tsv' all.json)
step -o s.tsv "responses, groups (a task of each rank) and accuracy" \
    [ "$(tail -n 1 s.tsv)" = "$want" ]
# GRPO within each true group, record by record in input order
jq -s '.' a.jsonl > got.json
step -o a.jsonl "advantages within each rank's task" jq -e -n \
    --slurpfile w all.json --slurpfile g got.json '
    $w[0] as $w | $g[0] as $g |
    ($w | group_by(._g) | map({key: (.[0]._g | @json), value:
	((map(.reward) | add / length) as $m |
	 {m: $m, s: (map((.reward - $m) * (.reward - $m)) | add / length |
	    sqrt)})}) | from_entries) as $st |
    [range(0; $w | length)] | all(. as $i |
	$st[$w[$i]._g | @json] as $x |
	(if $x.s == 0 then 0 else ($w[$i].reward - $x.m) / $x.s end) as $a |
	($a - $g[$i].adv | fabs) < 1e-9)'

# without --group-size, task 0 and task 2 of rank 0 (one prompt sampled
# twice) are one group, and papo-advantage says so
papo-advantage --preset areal -m grpo "$@" > /dev/null 2> dup.err
step -o dup.err "a prompt of two tasks: reported" grep -q \
    "has 8 records, most groups of its step 4 (a prompt sampled twice? --group-size 4 splits it)" \
    dup.err
