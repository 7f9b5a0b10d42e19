#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon18-verl-val-follow.sh: papo-stats --follow of a verl run
# whose validation dump lies beside its rollout dump.  verl-project/verl
# @ 1dda039 (2026-08-22, the newest fetched; nothing newer than the
# commits tests record), verl/trainer/ppo/ray_trainer.py
# _write_generations: {global_steps}.jsonl in trainer.rollout_data_dir
# and trainer.validation_data_dir, _validate's extras always holding
# "reward" after "step".  Read whole, a validation file was left out
# (its first record has 'reward'); followed, it was not: its records
# were counted in the training step of its number (step 2 below: 4
# responses, not 2), and a validation before training read as step 0,
# silently.  Followed, a file is now told by its first record too: one
# that comes after a training file is skipped, said so; one read before
# any (val_before_train) is said so when the first training file comes.
# Records made up.
set -u
. "$TOP/tests/lib.sh"

mkdir -p src
S=$PWD/src
for s in 1 2; do
	printf '%s\n' \
	    "{\"input\": \"user\\nWhat is 2+$s?\\nassistant\\n\", \"output\": \"So \\\\boxed{$((2 + s))}\", \"gts\": \"$((2 + s))\", \"score\": 1.0, \"step\": $s, \"acc\": true}" \
	    "{\"input\": \"user\\nWhat is 2+$s?\\nassistant\\n\", \"output\": \"So \\\\boxed{9}\", \"gts\": \"$((2 + s))\", \"score\": 0.0, \"step\": $s, \"acc\": false}" \
	    > src/r$s.jsonl
done
for s in 0 2; do
	printf '%s\n' \
	    "{\"input\": \"user\\nWhat is 7*7?\\nassistant\\n\", \"output\": \"So \\\\boxed{49}\", \"gts\": \"49\", \"score\": 1.0, \"step\": $s, \"reward\": 1.0, \"acc\": true}" \
	    "{\"input\": \"user\\nWhat is 8*8?\\nassistant\\n\", \"output\": \"So \\\\boxed{64}\", \"gts\": \"64\", \"score\": 1.0, \"step\": $s, \"reward\": 1.0, \"acc\": true}" \
	    > src/v$s.jsonl
done

# the validation at step 2 comes after training files: skipped
follow_setup a.d
mkdir -p out/rollout_data out/validation_data
cp $S/r1.jsonl out/rollout_data/1.jsonl
papo-stats --follow --interval 0.2 --preset verl -f tsv -m responses \
    out > out.f 2> err.f &
fp=$!
pids="${pids-} $fp"
follow_idle
cp $S/v2.jsonl out/validation_data/2.jsonl
cp $S/r2.jsonl out/rollout_data/2.jsonl
follow_wait err.f "papo-stats: out/validation_data/2.jsonl: skipped: verl's validation records ('reward' beside 'score'), in a training run followed (out/rollout_data/1.jsonl): an evaluation's records are no training step's (follow the evaluation's files alone to read them)"
follow_wait out.f "1${tab}2"
follow_stop INT
step -o out.f "step 2 counts its 2 training responses only" \
    grep -qx "2${tab}2" out.f

# a validation before training (step 0) is read, then said so
follow_setup b.d
mkdir -p run/rollout_data run/validation_data
cp $S/v0.jsonl run/validation_data/0.jsonl
papo-stats --follow --interval 0.2 --preset verl -f tsv -m responses \
    run > out.g 2> err.g &
fp=$!
pids="${pids-} $fp"
follow_idle
cp $S/r1.jsonl run/rollout_data/1.jsonl
follow_wait err.g "papo-stats: run/rollout_data/1.jsonl: verl's validation records ('reward' beside 'score'), read before this training file: its records are counted in the step of run/validation_data/0.jsonl (follow the training dump's folder alone, or its files)"
follow_stop INT

# followed alone, the validation files are read, said nothing
follow_setup c.d
mkdir -p val
cp $S/v0.jsonl $S/v2.jsonl val/
papo-stats --follow --interval 0.2 --preset verl -f tsv -m responses \
    val > out.h 2> err.h &
fp=$!
pids="${pids-} $fp"
follow_wait out.h "0${tab}2"
follow_stop INT
step -o out.h "alone: step 2 read" grep -qx "2${tab}2" out.h
step -o err.h "alone: nothing skipped" eval '! grep -q skipped err.h'
