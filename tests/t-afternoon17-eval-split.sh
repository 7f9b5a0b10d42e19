#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon17-eval-split.sh: one rule for every preset's evaluation
# and validation dumps (papo(7), PRESETS).  Read with a training dump
# of the run, an evaluation's file is left out and said so, whatever
# its step: NeMo-RL's val_data_step0.jsonl (val_at_start, before any
# training file) was read as a training step 0, slime's eval_0.jsonl
# beside rollouts 1 and 2 as a step of its own, prime-rl's
# step_0/eval/ as step 0, and verl's validation_data/0.jsonl (known by
# its 'reward') likewise, while AReaL's eval-rollout/ was left out
# whole.  Read alone (evaluation files only) it is read, at the step
# its file names.  papo-stats --follow of a training run leaves them
# out too.  The writers, at the newest commits fetched (none newer
# than tests/frameworks/LAYOUTS.md's): NeMo-RL grpo.py validate() (the
# first at step 0), slime RolloutManager.eval (eval_N), prime-rl
# evals.py (monitors.log(..., "eval", ...)), verl ray_trainer.py
# _validate (test_freq, val_before_train: step 0), AReaL
# WorkflowExecutor._dump_trajectory (eval-rollout/).  SkyRL and
# verifiers dump evaluations only, ROLL training only: nothing to mix.
set -u
. "$TOP/tests/lib.sh"
F=$TOP/tests/frameworks

# check NAME PRESET TOP EVAL... : TOP read whole leaves each EVAL file
# out, said so; the steps of the training files only are counted; the
# EVAL files named alone are read, nothing skipped
check() {
	name=$1 preset=$2 top=$3
	shift 3
	papo-stats --preset "$preset" -f tsv -m responses "$top" > all.tsv \
	    2> all.err
	step -o all.err "$name: the run's folder read: exit 0" [ $? -eq 0 ]
	for e in "$@"; do
		step -o all.err "$name: $e left out, said" grep -q \
		    "^papo-stats: $e: skipped: .*, read with the training records of .*: an evaluation's records are no training step's (name the evaluation's files alone to read them)" \
		    all.err
	done
	papo-stats --preset "$preset" -f tsv -m responses "$@" > ev.tsv \
	    2> ev.err
	step -o ev.err "$name: the evaluation's files alone: read" eval \
	    "[ \$(tail -n +2 ev.tsv | wc -l) -ge 1 ] && ! grep -q skipped ev.err"
	papo-verify -q --preset "$preset" "$top" > v.jsonl 2> v.err
	step -o v.err "$name: papo-verify of the folder says so too" \
	    grep -q "^papo-verify: $1: skipped" v.err
}

# NeMo-RL: validation at step 0, before training
cp -R "$F/nemo-rl/logs" . || fail "cp"
check nemo-rl nemo-rl logs/exp_001 logs/exp_001/val_data_step0.jsonl \
    logs/exp_001/val_data_step2.jsonl
step -o all.tsv "nemo-rl: steps 1 2 3 only" \
    [ "$(tail -n +2 all.tsv | cut -f1 | tr '\n' ' ')" = "1 2 3 " ]

# slime: an evaluation at rollout 0 and 3, no training rollout 3
mkdir -p slime/rollout_data
cp "$F"/slime/rollout_data/1.jsonl "$F"/slime/rollout_data/2.jsonl \
    slime/rollout_data/
cp "$F/slime/rollout_data/0.jsonl" slime/rollout_data/eval_0.jsonl
cp "$F/slime/rollout_data/0.jsonl" slime/rollout_data/eval_3.jsonl
check slime slime slime slime/rollout_data/eval_0.jsonl \
    slime/rollout_data/eval_3.jsonl
step -o all.tsv "slime: rollouts 1 and 2 only" \
    [ "$(tail -n +2 all.tsv | cut -f1 | tr '\n' ' ')" = "1 2 " ]

# prime-rl: an evaluation at step 0 (before training)
mkdir -p prime
cp -R "$F/prime-rl/rollouts" prime/ || fail "cp"
mkdir -p prime/rollouts/step_0/eval/all
head -n 2 prime/rollouts/step_1/train/all/traces.jsonl \
    > prime/rollouts/step_0/eval/all/traces.jsonl
check prime-rl prime-rl prime prime/rollouts/step_0/eval/all/traces.jsonl
step -o all.tsv "prime-rl: no step 0" eval '! grep -q "^0	" all.tsv'

# the same run kept in a folder named eval (experiments/eval/run/):
# its training files are still training files, its evaluation still
# left out (the last folder named eval or train says)
mkdir -p exp/eval/run
cp -R prime exp/eval/run/
check prime-rl-under-eval prime-rl exp/eval/run/prime \
    exp/eval/run/prime/rollouts/step_0/eval/all/traces.jsonl
step -o all.tsv "prime-rl under eval/: steps 1 2 3 only" \
    [ "$(tail -n +2 all.tsv | cut -f1 | tr '\n' ' ')" = "1 2 3 " ]

# verl: validation before training (step 0) and at step 2
mkdir -p verl/rollout_data verl/validation_data
cp "$F"/verl/rollout_data/*.jsonl verl/rollout_data/
for s in 0 2; do
	jq -c ".step = $s | .reward = .score" "$F/verl/rollout_data/1.jsonl" \
	    > verl/validation_data/$s.jsonl
done
check verl verl verl verl/validation_data/0.jsonl \
    verl/validation_data/2.jsonl
for f in verl/rollout_data/*.jsonl; do
	s=${f##*/}
	printf '%s\t%s\n' "${s%.jsonl}" "$(wc -l < "$f" | tr -d ' ')"
done | sort -n > want.tsv
tail -n +2 all.tsv > got.tsv
step -o got.tsv "verl: the rollout steps only, their own counts" \
    cmp -s want.tsv got.tsv

# AReaL: eval-rollout/ beside rollout/, as it was
cp -R "$F/areal/logs" areal-logs || fail "cp"
mkdir -p "areal-logs/root/math-grpo/trial0/eval-rollout/3"
cp "areal-logs/root/math-grpo/trial0/rollout/0/0.jsonl" \
    "areal-logs/root/math-grpo/trial0/eval-rollout/3/0.jsonl"
check areal areal areal-logs/root/math-grpo/trial0 \
    areal-logs/root/math-grpo/trial0/eval-rollout/3/0.jsonl

# papo-stats --follow of a NeMo-RL run: val_data_step0 appears first,
# before any training file, and is left out; following the validation
# file alone reads it
follow_setup follow.d
mkdir run
cp "$F/nemo-rl/logs/exp_001/val_data_step0.jsonl" run/
papo-stats --follow --interval 0.2 --preset nemo-rl -f tsv -m responses \
    run > out.f 2> err.f &
fp=$!
pids="${pids-} $fp"
follow_wait err.f "papo-stats: run/val_data_step0.jsonl: skipped: validation records (val_data_stepN.jsonl), in a training run followed: an evaluation's records are no training step's (follow the evaluation's files alone to read them)"
cp "$F"/nemo-rl/logs/exp_001/train_data_step1.jsonl \
    "$F"/nemo-rl/logs/exp_001/train_data_step2.jsonl run/
follow_wait out.f "1${tab}$(wc -l < run/train_data_step1.jsonl | tr -d ' ')"
follow_stop INT
step -o out.f "--follow: no step 0" eval '! grep -q "^0	" out.f'
