#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""serve_bodies.py: request bodies for bench-serve.sh, from real rollouts.

usage: serve_bodies.py ROLLOUTS.jsonl OUTDIR

Writes OUTDIR/serve-openrlhf.jsonl (one /get_reward body a line, one
sample each, as OpenRLHF's agent sends them: the chat-templated prompt,
the prompt and response with the end token as the query, the label) and
OUTDIR/serve-slime.jsonl (one slime remote_rm body a line: prompt,
response, label), from each record's problem, response and answer.
"""
import json
import os
import sys

TEMPLATE = ("<|im_start|>system\nPlease reason step by step, and put your "
            "final answer within \\boxed{}.<|im_end|>\n<|im_start|>user\n"
            "%s<|im_end|>\n<|im_start|>assistant\n")


def main():
    src, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    with open(src) as f, \
            open(os.path.join(out, "serve-openrlhf.jsonl"), "w") as o, \
            open(os.path.join(out, "serve-slime.jsonl"), "w") as s:
        for line in f:
            r = json.loads(line)
            p = TEMPLATE % r["problem"]
            label = str(r["answer"])
            o.write(json.dumps({"query": [p + r["response"] + "<|im_end|>"],
                                "prompts": [p], "labels": [label]}) + "\n")
            s.write(json.dumps({"prompt": p, "response": r["response"],
                                "label": label}) + "\n")


if __name__ == "__main__":
    main()
