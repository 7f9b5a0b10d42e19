#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""mkdata.py: build benchmark rollouts of real-sized responses from ../shared/data/rollouts.

usage: mkdata.py N OUT [--group-size G] [--prompts-per-step P] [--shuffle]
                      [--verl]

Writes N records to OUT, cycling through the labelled real responses in
../shared/data/rollouts (Qwen2.5-Math, GPT-3 on GSM8K, ProcessBench).
Groups are G consecutive records (default 8), 128 groups to a step, as in
the paper's runs.  Each record carries what the tools read: group, step,
id, problem, response, answer, r_out (the upstream label), r_proc (a
judge-like tier, drawn deterministically for correct responses) and length
(response characters / 4, standing in for tokens).  --shuffle writes the
records in a random (seeded) order, as verl may deliver them.  --verl
writes the same records as verl's _dump_generations lays them out (the
README's verl pipe): input (the group's prompt, its first record's
problem in a chat template, numbered: one prompt a group), output,
gts, score and step, no group id,
each step's records in a random (seeded) order; a record's reference
is its own response's, so a prompt and a reference may not match.
"""
import hashlib
import json
import os
import random
import sys


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    n, out = int(args[0]), args[1]
    gsize, per_step, shuffle, verl = 8, 128, False, False
    i = 2
    while i < len(args):
        if args[i] == "--group-size":
            gsize = int(args[i + 1]); i += 2
        elif args[i] == "--prompts-per-step":
            per_step = int(args[i + 1]); i += 2
        elif args[i] == "--shuffle":
            shuffle = True; i += 1
        elif args[i] == "--verl":
            verl = True; i += 1
        else:
            sys.exit("unknown argument " + args[i])
    here = os.path.dirname(os.path.abspath(__file__))
    src = os.path.join(here, "..", "..", "shared", "data", "rollouts")
    pool = []
    for name in sorted(os.listdir(src)):
        with open(os.path.join(src, name), encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                if r.get("label") is None or r.get("answer") is None:
                    continue
                pool.append(r)
    recs = []
    if verl:
        steps = {}
        for k in range(n):
            r, g = pool[k % len(pool)], k // gsize
            first = pool[g * gsize % len(pool)]
            steps.setdefault(g // per_step, []).append(json.dumps({
                "input": "system\nPlease reason step by step, and put "
                "your final answer within \\boxed{}.\nuser\n" +
                first["problem"] + "\n(prompt %d)\nassistant\n" % g,
                "output": r["response"],
                "gts": r["answer"],
                "score": float(int(r["label"])),
                "step": g // per_step,
            }, ensure_ascii=False))
        rng = random.Random(7)
        for st in sorted(steps):
            rng.shuffle(steps[st])
            recs.extend(steps[st])
        n = 0
    for k in range(n):
        r = pool[k % len(pool)]
        g = k // gsize
        correct = int(r["label"])
        rec = {
            "id": "r%d" % k,
            "group": "g%d" % g,
            "step": g // per_step,
            "problem": r["problem"],
            "response": r["response"],
            "answer": r["answer"],
            "r_out": correct,
            "length": len(r["response"]) // 4,
        }
        if correct:
            h = hashlib.sha1(rec["id"].encode()).digest()[0]
            rec["r_proc"] = (0, 0.5, 1, 1)[h % 4]
        recs.append(json.dumps(rec, ensure_ascii=False))
    if shuffle:
        random.Random(7).shuffle(recs)
    with open(out, "w", encoding="utf-8") as f:
        for line in recs:
            f.write(line + "\n")


if __name__ == "__main__":
    main()
