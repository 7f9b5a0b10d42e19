# SPDX-License-Identifier: MIT
# make.py: writes logs/exp_002/train_data_step{1,2}.jsonl the way NeMo-RL's
# Logger.log_batched_dict_as_jsonl writes them when the math data
# processor has a system prompt (system_prompt_file set, as
# examples/configs/gdpo_math_1B.yaml does): content[0] is every message's
# content in order, [system (raw text), user (chat-templated), assistant,
# environment]; see t-afternoon-nemo-rl.sh.  Problems, responses and token
# ids are made up here.
import json, os
SYS = "You are a careful math tutor. Put the final answer in \\boxed{}."
def user(q):
    return ("<|im_start|>user\nSolve the following math problem step by step. "
            "The last line of your response should be of the form Answer: "
            "$Answer (without quotes) where $Answer is the answer to the problem.\n\n"
            + q + "<|im_end|>\n<|im_start|>assistant\n")
steps = {
  1: [("What is 17 + 25?", ["17 + 25 = 42. \\boxed{42}", "17+25 = \\boxed{42}", "\\boxed{41}", "The sum is \\boxed{32}"], [1.0, 1.0, 0.0, 0.0]),
      ("How many sides does a hexagon have?", ["A hexagon has \\boxed{6} sides.", "\\boxed{8}", "\\boxed{6}", "\\boxed{6}"], [1.0, 0.0, 1.0, 1.0])],
  2: [("What is 9 * 8?", ["\\boxed{72}", "\\boxed{72}", "\\boxed{72}", "\\boxed{81}"], [1.0, 1.0, 1.0, 0.0]),
      ("What is 100 - 37?", ["\\boxed{63}", "\\boxed{73}", "\\boxed{73}", "\\boxed{63}"], [1.0, 0.0, 0.0, 1.0])],
}
for s, groups in steps.items():
    with open("logs/exp_002/train_data_step%d.jsonl" % s, "w") as f:
        i = 0
        for q, resps, rws in groups:
            for r, w in zip(resps, rws):
                env = "Environment: correct" if w == 1.0 else "Environment: incorrect"
                n = 5 + len(r) // 4
                sample = {"content": [[SYS, user(q), r, env]], "rewards": [w],
                          "input_lengths": [40 + n], "token_ids": [[151644] * 8],
                          "token_loss_mask": [[0] * 4 + [1] * n],
                          "sample_loss_mask": [1.0], "advantages": [[0.0] * 8],
                          "generation_logprobs": [[0.0] * 8], "prev_logprobs": [[-0.5] * 8]}
                f.write(json.dumps({**sample, "idx": i}, default=str) + "\n")
                i += 1
