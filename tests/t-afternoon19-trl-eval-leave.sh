#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon19-trl-eval-leave.sh: what a TRL user does with the
# completions files an evaluation wrote.  huggingface/trl @ f2cd577
# (2026-07-24, still the newest fetched): GRPOTrainer.log writes
# completions_{global_step:05d}.parquet at every log, the evaluation's
# too (transformers' Trainer.evaluate logs its metrics at the step it
# runs at), from the same deques, no column telling the mode.  An
# evaluation at a step that also logged writes over that step's file;
# one at a step that did not log (eval_steps not a multiple of
# logging_steps) writes a file of its own, which papo(7) said kept
# "every training step's own file", not that the evaluation's file is
# still there, read as a training step (step 25 below).  papo(7) now
# says both, and gives the command that moves them aside, run here as
# it stands on a folder laid out as TRL writes it (converted files
# beside the Parquet, as papo-verify's command names them; values made
# up): the steps read go from 10 20 25 30 to 10 30.
set -u
. "$TOP/tests/lib.sh"
command -v mandoc > /dev/null || fail "mandoc is not installed (make deps)"
command -v jq > /dev/null || fail "jq is not installed (make deps)"

mkdir -p out/checkpoint-30 out/completions
cat > out/checkpoint-30/trainer_state.json <<'JSON'
{
  "epoch": 0.3,
  "eval_steps": 5,
  "global_step": 30,
  "log_history": [
    {"epoch": 0.1, "grad_norm": 0.42, "learning_rate": 1e-06, "loss": 0.0123, "reward": 0.41, "reward_std": 0.37, "step": 10},
    {"epoch": 0.2, "grad_norm": 0.39, "learning_rate": 1e-06, "loss": 0.0101, "reward": 0.47, "reward_std": 0.35, "step": 20},
    {"epoch": 0.2, "eval_loss": 0.0, "eval_reward": 0.52, "eval_reward_std": 0.31, "eval_runtime": 41.2, "step": 20},
    {"epoch": 0.25, "eval_loss": 0.0, "eval_reward": 0.55, "eval_reward_std": 0.30, "eval_runtime": 40.8, "step": 25},
    {"epoch": 0.3, "grad_norm": 0.33, "learning_rate": 1e-06, "loss": 0.0097, "reward": 0.55, "reward_std": 0.33, "step": 30}
  ],
  "logging_steps": 10,
  "max_steps": 100
}
JSON
for s in 10 20 25 30; do
	f=out/completions/completions_000$s.parquet
	printf 'PAR1' > "$f"
	for p in 1 2; do
		for k in 1 2 3 4; do
			printf '{"step": %d, "prompt": "What is %d+%d?", "completion": "\\\\boxed{%d}", "accuracy_reward": %d.0, "advantage": 0.0}\n' \
			    $s $p $s $((p + s + k % 2)) $((1 - k % 2))
		done
	done > "$f.jsonl"
done

MANWIDTH=1000 mandoc -Tascii -Owidth=1000 "$TOP/man/papo.7" | col -bx |
    awk '/this moves them/ { on = 1 }
	on && /^ *mkdir -p / { sub(/^ */, ""); print; exit }' > cmd.sh
step -o cmd.sh "papo(7) gives the command" grep -q '^mkdir -p OUTPUT_DIR' cmd.sh
papo-stats --preset trl -f tsv -m responses out/completions > before.tsv \
    2> before.err
step -o before.err "before: steps 10 20 25 30 read" \
    [ "$(cut -f1 before.tsv | tail -n +2 | tr '\n' ' ')" = "10 20 25 30 " ]
sed 's|OUTPUT_DIR/checkpoint-N|out/checkpoint-30|; s|OUTPUT_DIR|out|g' \
    cmd.sh > run.sh
sh run.sh > run.out 2> run.err
step -o run.err "the command runs (0)" [ $? -eq 0 ]
step -o run.err "it moves the two evaluations' files, Parquet and JSON Lines" \
    [ "$(cd out/eval-completions && ls | tr '\n' ' ')" = \
    "completions_00020.parquet completions_00020.parquet.jsonl completions_00025.parquet completions_00025.parquet.jsonl " ]
papo-stats --preset trl -f tsv -m responses out/completions > after.tsv \
    2> after.err
step -o after.err "after: steps 10 and 30 read" \
    [ "$(cut -f1 after.tsv | tail -n +2 | tr '\n' ' ')" = "10 30 " ]
step -o after.tsv "each with its 8 responses" \
    [ "$(cut -f2 after.tsv | tail -n +2 | tr '\n' ' ')" = "8 8 " ]
steps_end
