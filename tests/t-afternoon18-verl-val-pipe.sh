#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon18-verl-val-pipe.sh: verl's rollout and validation dumps
# catenated into one pipe, as a new user does (cat outputs/*/*.jsonl |
# papo-verify --preset verl | ...).  verl-project/verl @ 1dda039
# (2026-08-22, the newest fetched): _write_generations writes both
# folders' STEP.jsonl, the validation's with "reward" after "step".
# papo(7) said papo-verify names validation records read with rollout
# records on a pipe; it looked at each file's first record only, so one
# stream holding both was read silently, its validation counted in the
# training steps of its number (step 2: 12 -> 24 responses, and a step
# 0).  It now looks at every record under --preset verl and names the
# first of each by file and line.  Fixture tests/frameworks/verl/.
set -u
. "$TOP/tests/lib.sh"
F=$TOP/tests/frameworks/verl

cat "$F"/rollout_data/*.jsonl "$F"/validation_data/*.jsonl > all.jsonl
papo-verify -q --preset verl < all.jsonl > v.jsonl 2> v.err
step -o v.err "papo-verify reads the stream (0)" [ $? -eq 0 ]
n=$(($(cat "$F"/rollout_data/*.jsonl | wc -l) + 1))
step -o v.err "it names the first validation record and the first rollout one, even under -q" \
    grep -qxF "papo-verify: <stdin>:$n: verl's validation records ('reward' beside 'score') read with its rollout records (<stdin>:1): down the pipe each validation is counted in the training step of its number; read the rollout folder (trainer.rollout_data_dir) alone" v.err
papo-verify -q --preset verl < "$F/rollout_data/1.jsonl" > /dev/null 2> r.err
step -o r.err "a rollout stream alone: nothing said" [ ! -s r.err ]
cat "$F"/validation_data/*.jsonl | papo-verify -q --preset verl \
    > /dev/null 2> w.err
step -o w.err "a validation stream alone: nothing said" [ ! -s w.err ]
steps_end
