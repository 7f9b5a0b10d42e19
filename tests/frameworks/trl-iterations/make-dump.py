#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""TRL GRPOTrainer's completions logs when a generation serves several
optimizer steps, as papo(7)'s conversion prints each Parquet file.

huggingface/trl @ f2cd577 (2026-07-24), read, not copied:
trl/trainer/grpo_trainer.py keeps _logs["prompt"], ["completion"],
["rewards"][name], ["advantages"] and ["extra"][column] as deques of
maxlen generation_batch_size, extended by _generate_and_score_completions
and never cleared; GRPOTrainer.log (every logging_steps optimizer steps,
log_completions) writes them to completions/completions_{global_step:05d}
.parquet with columns step, prompt, completion, a column a reward
function, the extra columns, advantage.  A generation is made every
steps_per_generation * num_iterations micro-steps (_prepare_inputs):
with steps_per_generation = gradient_accumulation_steps (its default),
every num_iterations optimizer steps; so each logging step of a
generation's window writes that generation's rows again, the step
aside.

usage: make-dump.py DIR NUM_ITERATIONS LOGGING_STEPS MAX_STEPS PROMPTS
    NUM_GENERATIONS SEED
writes DIR/completions_NNNNN.jsonl; prints, per generation logged, "STEP
responses groups right" (STEP the first logging step that wrote it).
"""
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
    """The rows of one group of ngen completions for each question
    (a, b) of qs ("What is a + b?"), about half right, and how many are
    right (tests/frameworks/trl-eval/make-dump.py asks it too)."""
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


def generation(g, nprompts, ngen, rnd):
    return groups([(7 * g + p, 3 + 11 * p) for p in range(nprompts)],
                  ngen, rnd)


def main():
    out = sys.argv[1]
    mu, logging, steps, nprompts, ngen, seed = (int(x)
                                                for x in sys.argv[2:8])
    rnd = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    rows, seen = None, set()
    for step in range(1, steps + 1):
        g = (step - 1) // mu          # the generation this step trains on
        if (step - 1) % mu == 0:
            rows, right = generation(g, nprompts, ngen, rnd)
        if step % logging:
            continue
        if g not in seen:
            seen.add(g)
            print(step, nprompts * ngen, nprompts, right)
        with open(os.path.join(out, "completions_%05d.jsonl" % step),
                  "w") as f:
            for r in rows:
                f.write(json.dumps(dict({"step": step}, **r),
                                   ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
