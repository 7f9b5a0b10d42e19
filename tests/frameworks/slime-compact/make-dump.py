#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""slime's --save-debug-rollout-data of a compact rollout (one rollout
execution, several training samples), as its converted JSONL.

THUDM/slime @ 624b824 (2026-08-21), read, not copied: a rollout
function may return list[list[list[Sample]]] (prompt x rollout x the
samples of one rollout); RolloutManager._get_rollout_data checks that
the siblings share Sample.rollout_id (validate_rollout_id_annotated in
slime/observability/rollout_data_utils.py) and flattens them, so they
lie in a row, and save_debug_rollout_data writes Sample.to_dict() of
each.  Two writers of such rollouts:
- fanout (slime/rollout/_fanout_test_helpers.py compact_generate): a
  prompt's sample deep-copied 1 + index % 3 times, rollout_id set to
  the sample's index on each copy, group_index and index inherited;
- agent (slime/agent/trajectory.py TrajectoryManager.get_trajectory,
  adapters/common.py finish_session): an agent session's routing tree,
  a sample a branch, every one with the base sample's index,
  group_index and rollout_id (its index when unset), the trajectory's
  reward in full, its response the decoded tail with special tokens.
Default rollouts (one sample each) keep rollout_id None.  slime counts
a rollout once (per-rollout loss reducer, steps split by rollout id).

usage: make-dump.py DIR STEP KIND NPROMPTS NSAMPLES SEED
KIND fanout, agent or plain (rollout_id None); writes DIR/STEP.jsonl and
prints, per group, "group_index rollouts right" (right: the rollouts
whose last sample's answer is right) for the test's oracle.
"""
import json
import os
import random
import sys

TEMPLATE = ("<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n"
            "<|im_start|>user\n{q}<|im_end|>\n<|im_start|>assistant\n")


def sample(group_index, index, rollout_id, q, response, label, reward):
    return {
        "group_index": group_index, "index": index,
        "rollout_id": rollout_id, "prompt": TEMPLATE.format(q=q),
        "tokens": [151644, 872, 198, 151645],
        "multimodal_inputs": None, "multimodal_train_inputs": None,
        "multimodal_train_input_id": None,
        "apply_chat_template_kwargs": {},
        "response": response, "response_length": 8 + len(response) // 4,
        "label": label, "reward": reward,
        "loss_mask": None, "weight_versions": ["3"],
        "rollout_log_probs": [-0.5, -0.25], "rollout_top_p_token_ids": None,
        "rollout_top_p_token_offsets": None,
        "rollout_routed_experts": None, "remove_sample": False,
        "teacher_log_probs": None, "status": "completed",
        "metadata": {}, "generate_function_path": None,
        "custom_rm_path": None, "train_metadata": None,
        "session_id": None, "non_generation_time": 0.0, "spec_info": {},
        "prefix_cache_info": {},
    }


def main():
    out, step, kind = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    npr, ns, seed = (int(x) for x in sys.argv[4:7])
    rnd = random.Random(seed * 1000 + step)
    os.makedirs(out, exist_ok=True)
    lines = []
    for p in range(npr):
        g = 100 * step + p
        a, b = 10 * step + p, seed + 3 * p
        q = "What is {} + {}?".format(a, b)
        right_n = 0
        for j in range(ns):
            index = g * ns + j
            right = rnd.random() < 0.5
            value = a + b if right else a + b + 1
            final = ("We add {} and {}.\n\nThe answer is \\boxed{{{}}}."
                     .format(a, b, value))
            if kind == "plain":
                n, rid = 1, None
            elif kind == "fanout":
                n, rid = 1 + index % 3, index
            else:
                n, rid = rnd.choice([1, 1, 2, 3]), index
            for k in range(n):
                if kind == "agent" and k < n - 1:
                    # an earlier branch of the session: a wrong box, then
                    # a tool call the harness answered
                    resp = ("Maybe it is \\boxed{{{}}}.\n<tool_call>\n"
                            '{{"name": "python", "arguments": '
                            '{{"code": "print({}+{})"}}}}\n</tool_call>'
                            "<|im_end|>".format(a + b + 7, a, b))
                elif kind == "agent":
                    resp = final + "<|im_end|>"
                else:
                    resp = final
                reward = (1.0 if right else 0.0) if kind == "agent" \
                    else int(right)
                lines.append(sample(g, index, rid, q, resp, str(a + b),
                                    reward))
            right_n += right
        print(g, ns, right_n)
    with open(os.path.join(out, "{}.jsonl".format(step)), "w") as f:
        for s in lines:
            f.write(json.dumps(s, ensure_ascii=False) + "\n")


main()
