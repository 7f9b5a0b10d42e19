# SPDX-License-Identifier: MIT
# make.py: writes outputs/gsm8k--qwen3-4b--default--7f3a/traces.jsonl and
# outputs/gsm8k--qwen3-4b--think--9c1e/traces.jsonl the way verifiers' v1
# eval CLI writes a run (PrimeIntellect-ai/verifiers @ a60a606ec):
# verifiers/v1/cli/eval/runner.py stamps each finished episode with
# EvalRunInfo(id, name) (run.type "eval", no work, no step) and appends
# it through verifiers/v1/cli/output.py write_episode (pydantic
# dump_json, exclude_none: compact, no group when the eval assigns
# none) to output_dir/run.dir/traces.jsonl, run.dir defaulting to the
# run name <env>--<model>--<harness>--<id>; config files under configs/
# beside it are not records.  num_rollouts episodes a task, finishing in
# any order; the task's key (verifiers/v1/task.py Task.key) is its
# identity.  Trace fields follow verifiers/v1/trace.py as the prime-rl
# sample in tests/frameworks does.  Token ids, texts and rewards made up.
import json, os, random

random.seed(7)
TASKS = [
    (11, "A farmer has 12 cows and buys 5 more. How many cows does he have?", "17"),
    (12, "Sara reads 15 pages a day for 4 days. How many pages does she read?", "60"),
    (13, "A pencil costs $2. How much do 7 pencils cost in dollars?", "14"),
]
PRE = ("Solve the grade-school math problem. Reason step by step, then give "
       "the final answer as a single number on the last line, prefixed with "
       "'#### ' (e.g. '#### 42').\n\n")

def key(idx):
    return "%016x" % (0x5eed0000 + idx * 7919)

def episode(run_name, t, ans, n):
    idx, q, a = t
    prompt = PRE + q
    data = {"idx": idx, "prompt": prompt, "network_allow": ["*"],
            "network_block": [], "artifacts": [], "timeout": {},
            "resources": {}, "answer": a}
    task = {"type": "GSM8KTask", "data": data, "key": key(idx),
            "hash": "%016x" % (0xabc000 + idx)}
    text = "Working it out step by step.\n#### " + ans
    ok = ans == a
    tid = "%032x" % random.getrandbits(128)
    trace = {"version": 1, "id": tid,
             "verifiers": {"version": "0.3.1.dev59",
                           "commit": "a60a606ecc4d309247edf9ff92c3eabca362781f"},
             "task": task,
             "agent": {"config": {"model": "Qwen/Qwen3-4B", "timeout": {},
                                  "retries": {}},
                       "name": "agent", "trainable": True},
             "tools": [],
             "nodes": [{"message": {"role": "user", "content": prompt},
                        "sampled": False, "timestamp": 1767226256.25 + n,
                        "token_ids": [151644, 872, 198], "mask": [False] * 3,
                        "is_content": []},
                       {"parent": 0,
                        "message": {"role": "assistant", "content": text},
                        "sampled": True, "timestamp": 1767226258.5 + n,
                        "token_ids": [1654, 220, 17], "mask": [True] * 3,
                        "is_content": [], "logprobs": [-0.25, -0.5, -0.125]}],
             "calls": [{"node": 1, "model": "Qwen/Qwen3-4B",
                        "endpoint": "/chat/completions", "finish_reason": "stop",
                        "usage": {"prompt_tokens": 60, "completion_tokens": 9 + n},
                        "time": {"start": 1767226256.25, "end": 1767226258.5}}],
             "request_rewrites": [], "response_rewrites": [],
             "rewards": {"correct": {"score": 1 if ok else 0, "weight": 1}},
             "metrics": {}, "info": {}, "extra_usage": [],
             "is_completed": True, "ok": True, "stop_condition": "completed",
             "errors": []}
    return {"id": "%032x" % random.getrandbits(128),
            "env": {"id": "gsm8k"}, "task": task,
            "run": {"type": "eval", "id": "r-" + run_name[-4:], "name": run_name},
            "ok": True, "errors": [], "traces": [trace]}

for run in ("gsm8k--qwen3-4b--default--7f3a", "gsm8k--qwen3-4b--think--9c1e"):
    d = os.path.join("outputs", run)
    os.makedirs(os.path.join(d, "configs"), exist_ok=True)
    eps = []
    for t in TASKS:
        for n in range(3):
            ans = t[2] if random.random() < 0.6 else str(int(t[2]) + 1)
            eps.append(episode(run, t, ans, n))
    random.shuffle(eps)	# episodes land as they finish
    with open(os.path.join(d, "traces.jsonl"), "w") as f:
        for e in eps:
            f.write(json.dumps(e, separators=(",", ":")) + "\n")
    with open(os.path.join(d, "configs", "eval.json"), "w") as f:
        json.dump({"model": "Qwen/Qwen3-4B", "num_rollouts": 3,
                   "output_dir": "outputs", "run": {"name": run, "dir": run}},
                  f, indent=2)
