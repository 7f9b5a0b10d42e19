#!/usr/bin/env python3
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

It also writes examples/verl/STEP.jsonl, the same rollouts the way verl's
trainer dumps them (one file per step, named by the step; keys input,
output, gts, score, step, and acc from the reward function's extra
info; the input is the chat-templated prompt, and there is no group
id: the responses to one prompt share their input).

usage: python3 examples/make-examples.py [SHARED_DATA_DIR]
"""
import json
import os
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
                "label": r["label"],
            }
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
print("wrote %s: %d prompts, %d records" % (out, len(chosen),
                                            8 * len(chosen)))

# verl's rollout dumps: <rollout_data_dir>/<step>.jsonl
vdir = os.path.join(here, "verl")
os.makedirs(vdir, exist_ok=True)
files = {}
for i, g in enumerate(chosen):
    step = i % 4 + 1          # verl counts steps from 1
    f = files.get(step)
    if f is None:
        f = files[step] = open(os.path.join(vdir, "%d.jsonl" % step), "w",
                               encoding="utf-8")
    for r in groups[g]:
        prompt = ("<|im_start|>system\n%s<|im_end|>\n<|im_start|>user\n%s"
                  "<|im_end|>\n<|im_start|>assistant\n"
                  % (r["meta"]["system_prompt"], r["problem"]))
        rec = {"input": prompt, "output": r["response"], "gts": r["answer"],
               "score": float(r["label"]), "step": step,
               "acc": bool(r["label"])}
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")
for f in files.values():
    f.close()
print("wrote %s: %d step files" % (vdir, len(files)))
