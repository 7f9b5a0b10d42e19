#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon18-trl-eval-steps.sh: which TRL completions files an
# evaluation wrote.  huggingface/trl @ f2cd577 (2026-07-24, the newest
# fetched), trl/trainer/grpo_trainer.py GRPOTrainer.log writes the same
# table (step, prompt, completion, rewards, advantage) in evaluation as
# in training, so an evaluation that fills whole groups leaves nothing
# in completions_%05d.parquet to tell it by; transformers'
# Trainer.log appends each log, "eval_" keys in evaluation, with its
# step to state.log_history, saved in checkpoint-N/trainer_state.json.
# papo(7) said only that such a file is read as its step's; it now
# gives the jq command that lists the steps that evaluated, run here on
# a trainer_state.json laid out as Trainer writes it (values made up).
set -u
. "$TOP/tests/lib.sh"
command -v mandoc > /dev/null || fail "mandoc is not installed (make deps)"
command -v jq > /dev/null || fail "jq is not installed (make deps)"

mkdir -p out/checkpoint-30
cat > out/checkpoint-30/trainer_state.json <<'JSON'
{
  "best_metric": null,
  "epoch": 0.3,
  "eval_steps": 20,
  "global_step": 30,
  "log_history": [
    {"clip_ratio/region_mean": 0.0, "completions/mean_length": 212.5, "entropy": 0.61, "epoch": 0.1, "grad_norm": 0.42, "learning_rate": 1e-06, "loss": 0.0123, "num_tokens": 40960.0, "reward": 0.41, "reward_std": 0.37, "step": 10},
    {"epoch": 0.2, "grad_norm": 0.39, "learning_rate": 1e-06, "loss": 0.0101, "num_tokens": 81920.0, "reward": 0.47, "reward_std": 0.35, "step": 20},
    {"epoch": 0.2, "eval_completions/mean_length": 190.0, "eval_loss": 0.0, "eval_reward": 0.52, "eval_reward_std": 0.31, "eval_runtime": 41.2, "eval_samples_per_second": 3.1, "eval_steps_per_second": 0.2, "step": 20},
    {"epoch": 0.3, "grad_norm": 0.33, "learning_rate": 1e-06, "loss": 0.0097, "num_tokens": 122880.0, "reward": 0.55, "reward_std": 0.33, "step": 30}
  ],
  "logging_steps": 10,
  "max_steps": 100
}
JSON
MANWIDTH=1000 mandoc -Tascii -Owidth=1000 "$TOP/man/papo.7" | col -bx |
    awk '/steps that evaluated are in the trainer/ { on = 1 }
	on && /^ *jq / { sub(/^ */, ""); print; exit }' > cmd.sh
step -o cmd.sh "papo(7) gives a jq command" grep -q "^jq '.log_history" cmd.sh
sed 's|OUTPUT_DIR/checkpoint-N|out/checkpoint-30|' cmd.sh > run.sh
sh run.sh > steps.txt 2> e
step -o e "it lists step 20, the evaluation's, alone" \
    [ "$(cat steps.txt)" = 20 ]
steps_end
