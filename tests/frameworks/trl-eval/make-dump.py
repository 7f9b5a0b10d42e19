#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""TRL GRPOTrainer's completions logs of a run that evaluates, as
papo(7)'s conversion prints each Parquet file.

huggingface/trl @ f2cd577 (2026-07-24), read, not copied:
trl/trainer/grpo_trainer.py keeps _logs["prompt"], ["completion"],
["rewards"][name] and ["advantages"] as deques of maxlen
generation_batch_size, never cleared; _generate_and_score_completions
extends them in training and in evaluation alike (_prepare_inputs in
eval mode generates each eval batch, num_generations_eval completions a
prompt); GRPOTrainer.log writes them to completions/completions_
{global_step:05d}.parquet in both modes.  transformers' Trainer logs a
step (logging_steps) before it evaluates it (eval_steps), and evaluate()
ends in log(): at a step that both logs and evaluates the evaluation's
file replaces the training step's, its rows the evaluation's after what
is left of the step's generation.

usage: make-dump.py DIR LOGGING_STEPS EVAL_STEPS MAX_STEPS PROMPTS
    NUM_GENERATIONS EVAL_PROMPTS NUM_GENERATIONS_EVAL SEED
writes DIR/completions_NNNNN.jsonl; prints a line a file: "STEP train
RESPONSES RIGHT" for a training step's own rows, "STEP eval" for a file
evaluation wrote (num_iterations 1: a generation a step).
"""
import collections
import importlib.util
import json
import os
import random
import sys

# the groups of a training step as tests/frameworks/trl-iterations'
# generator writes them (one home: its groups() and TEMPLATE)
_spec = importlib.util.spec_from_file_location(
    "trl_iterations", os.path.join(os.path.dirname(os.path.abspath(
        __file__)), "..", "trl-iterations", "make-dump.py"))
_trl = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_trl)
groups = _trl.groups


def write(out, step, logs):
    with open(os.path.join(out, "completions_%05d.jsonl" % step),
              "w") as f:
        for r in logs:
            f.write(json.dumps(dict({"step": step}, **r)) + "\n")


def main():
    out = sys.argv[1]
    (logging, evals, steps, nprompts, ngen, neval, ngen_eval,
     seed) = (int(x) for x in sys.argv[2:10])
    rnd = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    logs = collections.deque(maxlen=nprompts * ngen)
    kind = {}
    for step in range(1, steps + 1):
        qs = [(7 * step + p, 3 + 11 * p) for p in range(nprompts)]
        rows, right = groups(qs, ngen, rnd)
        logs.extend(rows)
        if step % logging == 0:
            write(out, step, logs)
            kind[step] = "train %d %d" % (len(rows), right)
        if step % evals == 0:
            # the eval set, two prompts an eval batch
            qs = [(100 + p, 50 + p) for p in range(neval)]
            for i in range(0, neval, 2):
                logs.extend(groups(qs[i:i + 2], ngen_eval, rnd)[0])
            write(out, step, logs)
            kind[step] = "eval"
    for step in sorted(kind):
        print(step, kind[step])


main()
