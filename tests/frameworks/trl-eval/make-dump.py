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
import json
import math
import os
import random
import sys

TEMPLATE = ("system\nPlease reason step by step, and put your final "
            "answer within \\boxed{{}}.\nuser\n{q}\nassistant\n")


def advantages(rewards):
    n = len(rewards)
    if n < 2:
        return [0.0] * n
    mean = sum(rewards) / n
    std = math.sqrt(sum((x - mean) ** 2 for x in rewards) / (n - 1))
    return [(x - mean) / (std + 1e-4) for x in rewards]


def groups(qs, ngen, rnd):
    rows, right = [], 0
    for a, b in qs:
        prompt = TEMPLATE.format(q="What is {} + {}?".format(a, b))
        rewards, comps = [], []
        for _ in range(ngen):
            ok = rnd.random() < 0.5
            v = a + b if ok else a + b + 2
            comps.append("{} plus {} is {}.\n\n\\boxed{{{}}}"
                         .format(a, b, v, v))
            rewards.append(1.0 if ok else 0.0)
            right += ok
        for c, r, adv in zip(comps, rewards, advantages(rewards)):
            rows.append({"prompt": prompt, "completion": c,
                         "accuracy_reward": r, "solution": str(a + b),
                         "advantage": adv})
    return rows, right


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
