#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon19-verl-val-stats.sh: verl's rollout and validation dumps
# in one stream read by papo-stats and papo-advantage with no
# papo-verify in front (a dump verl scored itself: 'score', 'acc').
# verl-project/verl @ 1dda039 (2026-08-22, still the newest fetched):
# _write_generations writes rollout_data_dir/STEP.jsonl and
# validation_data_dir/STEP.jsonl, the validation's with "reward" after
# "step".  papo-verify named such a stream (t-afternoon18-verl-val-pipe);
# papo-stats and papo-advantage read it silently: the validation in
# the training steps of its numbers (tests/frameworks/verl: step 2 12 ->
# 24 responses, and a step 0), papo-advantage's groups of a prompt both
# dumps hold said to be "a prompt sampled twice?".  Both now name the
# first record of each dump by file and line, as papo-verify does.
# Fixture tests/frameworks/verl/.
set -u
. "$TOP/tests/lib.sh"
F=$TOP/tests/frameworks/verl
nr=$(cat "$F"/rollout_data/*.jsonl | wc -l | tr -d ' ')
nv=$(cat "$F"/validation_data/*.jsonl | wc -l | tr -d ' ')
cat "$F"/rollout_data/*.jsonl "$F"/validation_data/*.jsonl > rv.jsonl
cat "$F"/validation_data/*.jsonl "$F"/rollout_data/*.jsonl > vr.jsonl
cat "$F"/rollout_data/*.jsonl > r.jsonl
cat "$F"/validation_data/*.jsonl > v.jsonl
said="verl's validation records ('reward' beside 'score') read with its rollout records"
alone="read the rollout folder (trainer.rollout_data_dir) alone"
stats="each is counted in the training step of its number"
adv="each is grouped in the training step of its number, a prompt of both one group"

# papo-stats: standard input, a file, a --run, either order
papo-stats -f tsv --preset verl < rv.jsonl > s1.tsv 2> s1.err
step -o s1.err "papo-stats reads the stream (0)" [ $? -eq 0 ]
step -o s1.err "papo-stats names the first validation and rollout records" \
    grep -qxF "papo-stats: <stdin>:$((nr + 1)): $said (<stdin>:1): $stats; $alone" s1.err
step -o s1.err "papo-stats says it before its other notes" \
    sh -c "head -1 s1.err | grep -qF \"validation records\""
papo-stats -f tsv --preset verl rv.jsonl > /dev/null 2> s2.err
step -o s2.err "papo-stats on one file holding both" \
    grep -qxF "papo-stats: rv.jsonl:$((nr + 1)): $said (rv.jsonl:1): $stats; $alone" s2.err
papo-stats -f tsv --preset verl < vr.jsonl > /dev/null 2> s3.err
step -o s3.err "papo-stats, validation first" \
    grep -qxF "papo-stats: <stdin>:1: $said (<stdin>:$((nv + 1))): $stats; $alone" s3.err
papo-stats -f tsv --preset verl --run a=r.jsonl --run b=rv.jsonl \
    > /dev/null 2> s4.err
step -o s4.err "papo-stats --run names the run" \
    grep -qxF "papo-stats: run 'b': rv.jsonl:$((nr + 1)): $said (rv.jsonl:1): $stats; $alone" s4.err
step -o s4.err "papo-stats --run: said once" \
    [ "$(grep -c 'validation records' s4.err)" = 1 ]
papo-stats -f tsv --preset verl -j 1 < rv.jsonl \
    > /dev/null 2> s5.err
step -o s5.err "papo-stats -j 1: the same words" \
    grep -qxF "papo-stats: <stdin>:$((nr + 1)): $said (<stdin>:1): $stats; $alone" s5.err

# papo-advantage: gathering, --group-size, -S, -j 1
for o in "" "--group-size 4" "-S 64K" "-j 1"; do
	# shellcheck disable=SC2086
	papo-advantage -m grpo --preset verl $o < rv.jsonl > a.out 2> a.err
	step -o a.err "papo-advantage $o names the first of each" \
	    grep -qxF "papo-advantage: <stdin>:$((nr + 1)): $said (<stdin>:1): $adv; $alone" a.err
	step -o a.err "papo-advantage $o writes every record" \
	    [ "$(wc -l < a.out | tr -d ' ')" = $((nr + nv)) ]
done

# even under -q
papo-stats -q -f tsv --preset verl < rv.jsonl > /dev/null 2> q1.err
step -o q1.err "papo-stats -q says it" grep -qF "$said" q1.err
papo-advantage -q -m grpo --preset verl < rv.jsonl > /dev/null 2> q2.err
step -o q2.err "papo-advantage -q says it" grep -qF "$said" q2.err

# one dump alone, or the folder given whole: nothing of it said
for t in papo-stats papo-advantage; do
	case $t in
	papo-stats) set -- -f tsv ;;
	*) set -- -m grpo ;;
	esac
	$t "$@" --preset verl < r.jsonl > /dev/null 2> n1.err
	step -o n1.err "$t: the rollouts alone, nothing said" \
	    sh -c "! grep -q 'validation records' n1.err"
	$t "$@" --preset verl < v.jsonl > /dev/null 2> n2.err
	step -o n2.err "$t: the validation alone, nothing said" \
	    sh -c "! grep -q 'validation records' n2.err"
	$t "$@" --preset verl "$F" > /dev/null 2> n3.err
	step -o n3.err "$t: the output folder, its validation files left out by name" \
	    sh -c "grep -q 'validation_data/0.jsonl: skipped' n3.err &&
	    ! grep -q 'read with its rollout records' n3.err"
	$t "$@" < rv.jsonl > /dev/null 2> n4.err
	step -o n4.err "$t: no preset, nothing said" \
	    sh -c "! grep -q 'validation records' n4.err"
done

# the pipe a new user writes: each tool names the records it read
papo-verify -q --preset verl < rv.jsonl 2> p1.err |
    papo-advantage -m grpo --preset verl 2> p2.err |
    papo-stats -f tsv --preset verl > /dev/null 2> p3.err
for e in p1 p2 p3; do
	step -o $e.err "the pipe: $e.err names <stdin>:$((nr + 1))" \
	    grep -qF "<stdin>:$((nr + 1)): $said (<stdin>:1)" $e.err
done
steps_end
