#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""make-examples.py: build examples/rollouts.jsonl from the real data in ../shared/data.

The example rollouts are 32 prompts x 8 responses from the Qwen2.5-Math
evaluation example (rollouts/qwen25math_math100_n8.jsonl, real model
responses with upstream correctness labels), joined with the MATH test
set (problems/math_test5000.jsonl) for each problem's reference
solution.  All 10 prompts whose responses are mixed right and wrong are
kept, the 4 all-wrong ones, and the first 18 all-correct ones, spread
over 4 training steps of 8 prompts each.  Nothing is rewritten: each
record holds the upstream problem, response, reference answer and
solution; "label" is the upstream correctness label, kept for reference
(papo-verify recomputes it).

It also writes examples/verl/STEP.jsonl, the same rollouts the way
verl's trainer dumps them with trainer.rollout_data_dir set.  What each
detail follows (verl at verl-project/verl 1dda039, 2026-08-22; see
tests/frameworks/LAYOUTS.md for the whole reading):

- the file: RayPPOTrainer._write_generations (called by
  _dump_generations from _log_rollout_data, verl/trainer/ppo/
  ray_trainer.py) writes DIR/{global_steps}.jsonl; global_steps counts
  from 1;
- the keys: input, output, gts, score, step, then the reward
  function's extra info.  With the default reward loop
  (reward_model.use_reward_loop) and a reward function that returns a
  float, as verl's MATH and GSM8K scorers do, the naive reward manager
  (verl/experimental/reward_loop/reward_manager/naive.py) passes that
  float on as its only extra key, acc: so score and acc are both floats
  (1.0 / 0.0), not booleans; there is no uid.  Their values here are
  the upstream correctness label, standing in for the reward function;
- the text: input and output come from tokenizer.batch_decode(...,
  skip_special_tokens=True), so the chat template's <|im_start|> and
  <|im_end|> are gone from input ("system\n...\nuser\n...\nassistant\n")
  and the end-of-turn token from output;
- the order: fit() calls _balance_batch before the reward and the dump
  (trainer.balance_batch is on by default).  It splits the batch into
  equal-size partitions of similar total workload (24576*s + s*s for a
  sequence of s tokens), sorts each by workload and lays it out with the
  smallest at both ends (even positions, then odd ones reversed).  The
  responses to one prompt are therefore scattered over the file.  verl
  partitions with Karmarkar-Karp over real token counts; here a greedy
  split over word-piece counts (no tokenizer) stands in for both, with
  two data-parallel ranks; it scatters the groups the same way;
- the encoding: json.dumps(entry, ensure_ascii=False) (default
  separators ", " and ": "), one line each, "\n" after every line.

usage: python3 examples/make-examples.py [SHARED_DATA_DIR]
"""
import json
import os
import re
import sys

here = os.path.dirname(os.path.abspath(__file__))
data = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    here, "..", "..", "shared", "data")
groups = {}
order = []
with open(os.path.join(data, "rollouts", "qwen25math_math100_n8.jsonl"),
          encoding="utf-8") as f:
    for line in f:
        r = json.loads(line)
        if r["group"] not in groups:
            order.append(r["group"])
            groups[r["group"]] = []
        groups[r["group"]].append(r)
solutions = {}
with open(os.path.join(data, "problems", "math_test5000.jsonl"),
          encoding="utf-8") as f:
    for line in f:
        p = json.loads(line)
        solutions[p["id"]] = p["solution"]


# Upstream labels that are wrong, corrected where the records are
# written (the choice of prompts above goes by the labels as they came):
# qwen25math-math100-72-s7 answers \boxed{10000}, the reference is
# 10{,}000 (the same number, a thousands separator), labelled 0.
LABEL_FIX = {"qwen25math-math100-72-s7": 1}


def label(r):
    return LABEL_FIX.get(r["id"], r["label"])


def kind(g):
    labels = {r["label"] for r in groups[g]}
    return "mixed" if len(labels) > 1 else ("right" if 1 in labels else "wrong")


mixed = [g for g in order if kind(g) == "mixed"]
wrong = [g for g in order if kind(g) == "wrong"]
right = [g for g in order if kind(g) == "right"][:18]
# deal them round-robin into 4 steps so every step has a mix
chosen = []
for k in range(max(len(mixed), len(wrong), len(right))):
    for lst in (mixed, wrong, right):
        if k < len(lst):
            chosen.append(lst[k])
out = os.path.join(here, "rollouts.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for i, g in enumerate(chosen):
        for r in groups[g]:
            rec = {
                "id": r["id"],
                "group": g,
                "step": i % 4,
                "problem": r["problem"],
                "response": r["response"],
                "answer": r["answer"],
                "solution": solutions.get(r["meta"]["problem_ref"]),
                "label": label(r),
            }
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
print("wrote %s: %d prompts, %d records" % (out, len(chosen),
                                            8 * len(chosen)))

# verl's rollout dumps: <rollout_data_dir>/<step>.jsonl
PIECE = re.compile(r" ?\w+| ?[^\w\s]|\s+")


def _samples():
    """tests/frameworks/make-samples.py as a module (its name has a '-')."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "make_samples",
        os.path.join(here, "..", "tests", "frameworks", "make-samples.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# The order _balance_batch leaves (see above): the stand-in the framework
# samples use, written once there.
balance_order = _samples().balance_order


vdir = os.path.join(here, "verl")
os.makedirs(vdir, exist_ok=True)
steps = {}
for i, g in enumerate(chosen):
    step = i % 4 + 1          # verl counts steps from 1
    for r in groups[g]:
        # the Qwen2.5 chat template, decoded without its special tokens
        prompt = ("system\n%s\nuser\n%s\nassistant\n"
                  % (r["meta"]["system_prompt"], r["problem"]))
        steps.setdefault(step, []).append(
            {"input": prompt, "output": r["response"], "gts": r["answer"],
             "score": float(label(r)), "step": step,
             "acc": float(label(r))})
for step, rows in sorted(steps.items()):
    seq = [len(PIECE.findall(r["input"])) + len(PIECE.findall(r["output"]))
           + 1 for r in rows]
    with open(os.path.join(vdir, "%d.jsonl" % step), "w",
              encoding="utf-8", newline="\n") as f:
        for j in balance_order(seq):
            f.write(json.dumps(rows[j], ensure_ascii=False) + "\n")
print("wrote %s: %d step files" % (vdir, len(steps)))
