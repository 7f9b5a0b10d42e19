# SPDX-License-Identifier: MIT
# make.py: writes exp/dumped_evals/{eval_only,global_step_2_evals}/ the way
# SkyRL's dump_per_dataset_eval_results writes them (NovaSky-AI/SkyRL @
# a9564572e, skyrl/train/utils/trainer_utils.py; the folder from
# skyrl/train/evaluate.py: export_path/dumped_evals/, "eval_only" when
# global_step is None, an evaluation-only run, else
# global_step_N_evals): a file per data source (its name sanitized), keys
# input_prompt, output_response, score (the generator's reward: a float,
# or a list of token-level rewards), stop_reason, env_class, env_extras
# (the dataset row's extras: reward_spec.ground_truth), data_source, in
# that order; aggregated_results.jsonl beside them holds the metrics.
# Problems and responses are made up here; see t-afternoon2-skyrl.sh.
import json, os

def tmpl(q):
    return "<|im_start|>user\n" + q + " Let's think step by step and output the final answer after \"####\".<|im_end|>\n<|im_start|>assistant\n"

rows = {
    "openai_gsm8k": [
        ("Tom has 3 apples and buys 4 more. How many apples does he have?", "7",
         ["3 + 4 = 7.\n#### 7<|im_end|>", "He has 3 + 4 = 8 apples.\n#### 8<|im_end|>",
          "So the total is 7.\n#### 7<|im_end|>"]),
        ("A box holds 6 eggs. How many eggs are in 5 boxes?", "30",
         ["6 * 5 = 30\n#### 30<|im_end|>", "6 * 5 = 30\n#### 30<|im_end|>",
          "Each box has 6 eggs, so 6 * 5 = 3"]),
    ],
    "HuggingFaceH4_MATH-500": [
        ("What is $2^5$?", "32",
         ["$2^5 = \\boxed{32}$<|im_end|>", "$\\boxed{64}$<|im_end|>", "$\\boxed{32}$<|im_end|>"]),
    ],
}

def write(folder, token_level):
    os.makedirs(folder, exist_ok=True)
    for src, probs in rows.items():
        with open(os.path.join(folder, src + ".jsonl"), "w") as f:
            for q, a, resps in probs:
                for r in resps:
                    cut = not r.endswith("<|im_end|>")
                    ok = (not cut) and (r.rstrip("<|im_end|>").endswith(a + "$") or
                                        r.endswith("#### " + a + "<|im_end|>") or
                                        r.endswith("{" + a + "}$<|im_end|>"))
                    w = 1.0 if ok else 0.0
                    score = [0.0, 0.0, w] if token_level else w
                    e = {"input_prompt": tmpl(q), "output_response": r,
                         "score": score,
                         "stop_reason": "length" if cut else "stop",
                         "env_class": "gsm8k" if src == "openai_gsm8k" else "math",
                         "env_extras": {"reward_spec": {"method": "rule", "ground_truth": a},
                                        "extra_info": {"split": "test"}},
                         "data_source": src.replace("_", "/", 1)}
                    f.write(json.dumps(e, ensure_ascii=False) + "\n")
    with open(os.path.join(folder, "aggregated_results.jsonl"), "w") as f:
        f.write(json.dumps({"eval/all/avg_score": 0.6, "eval/all/pass_at_3": 1.0}) + "\n")

write("exp/dumped_evals/eval_only", False)
write("exp/dumped_evals/global_step_2_evals", True)
