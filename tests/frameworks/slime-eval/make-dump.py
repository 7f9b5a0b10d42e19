#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""slime's --save-debug-rollout-data (or --dump-details DIR) as its
converted JSONL: a training rollout and the evaluation beside it.

THUDM/slime @ 624b824 (2026-08-21), read, not copied:
slime/observability/rollout_data_utils.py save_debug_rollout_data
writes {"rollout_id": N, "samples": [Sample.to_dict(), ...]} with
torch.save to the template formatted with N (training, from
RolloutManager.generate) or "eval_" + N (RolloutManager.eval): so
rollout_data/N.pt and rollout_data/eval_N.pt side by side.  Training
samples come from the data source, which sets group_index (a global
counter, one a prompt) and index; evaluation samples
(slime/rollout/sglang_rollout.py eval_rollout_single_dataset) are deep
copies of the eval dataset's prompt n_samples_per_eval_prompt times
with index counted from 0 for each dataset, group_index left None,
sorted by index; the datasets' samples are concatenated
(data.values()).  papo(7)'s conversion prints each sample with
json.dumps(s, ensure_ascii=False, default=str).

usage: make-dump.py DIR STEP NDATASETS NPROMPTS NSAMPLES SEED [PREFIX]
writes DIR/PREFIXSTEP.jsonl and DIR/PREFIXeval_STEP.jsonl, PREFIX the
part of the --save-debug-rollout-data template before {rollout_id}
(none: --dump-details' rollout_data/{rollout_id}.pt; "rollout_" and
"data_" in slime's docs); made-up arithmetic
problems, the right answer for sample j of a prompt when
(seed + prompt + j) % 3 != 0, so every group that has more than one
sample mixes right and wrong when NSAMPLES >= 3.
"""
import json
import os
import sys

TEMPLATE = ("<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n"
            "<|im_start|>user\n{q}<|im_end|>\n<|im_start|>assistant\n")


def sample(group_index, index, a, b, right, label):
    value = a + b if right else a + b + 1
    response = ("We add {} and {}.\n\nThe answer is \\boxed{{{}}}."
                .format(a, b, value))
    return {
        "group_index": group_index, "index": index, "rollout_id": None,
        "prompt": TEMPLATE.format(q="What is {} + {}?".format(a, b)),
        "tokens": [151644, 872, 198, 151645],
        "multimodal_inputs": None, "multimodal_train_inputs": None,
        "multimodal_train_input_id": None,
        "apply_chat_template_kwargs": {},
        "response": response, "response_length": 12 + len(str(value)),
        "label": label, "reward": 1 if right else 0,
        "loss_mask": None, "weight_versions": ["7"],
        "rollout_log_probs": [-0.5, -0.25], "rollout_top_p_token_ids": None,
        "rollout_top_p_token_offsets": None,
        "rollout_routed_experts": None, "remove_sample": False,
        "teacher_log_probs": None, "status": "completed", "metadata": {},
        "generate_function_path": None, "custom_rm_path": None,
        "train_metadata": None, "session_id": None,
        "non_generation_time": 0.0, "spec_info": {},
        "prefix_cache_info": {},
    }


def main():
    out, step = sys.argv[1], int(sys.argv[2])
    nds, npr, ns, seed = (int(x) for x in sys.argv[3:7])
    prefix = sys.argv[7] if len(sys.argv) > 7 else ""
    os.makedirs(out, exist_ok=True)
    train, ev = [], []
    for p in range(npr):
        a, b = 10 * step + p, seed + p
        for j in range(ns):
            right = (seed + p + j) % 3 != 0
            train.append(sample(100 * step + p, (100 * step + p) * ns + j,
                                a, b, right, str(a + b)))
    for d in range(nds):
        index = 0
        for p in range(npr):
            a, b = 1000 * (d + 1) + p, seed + 2 * p
            for j in range(ns):
                right = (seed + p + j + d) % 3 != 0
                ev.append(sample(None, index, a, b, right, str(a + b)))
                index += 1
    for name, rows in ((str(step), train), ("eval_" + str(step), ev)):
        with open(os.path.join(out, prefix + name + ".jsonl"), "w",
                  encoding="utf-8") as f:
            for s in rows:
                f.write(json.dumps(s, ensure_ascii=False, default=str)
                        + "\n")


if __name__ == "__main__":
    main()
