#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-prime-rl-tokens.sh: prime-rl's token export given by name.
# PrimeIntellect-ai/prime-rl @ 559b447 (2026-08-21):
# src/prime_rl/trainer/rl/token_export.py TokenExporter writes, under
# the trainer's enable_token_export, token_exports/step_N/rank_R.jsonl:
# a packed sequence a line (schema_version, step, rank, micro_step,
# micro_sequence_idx, export_sequence_idx, env_name, then token columns:
# token_ids, loss_mask, advantages, log-probabilities, optional columns
# null a token), compact JSON, no text.  --preset prime-rl skips the
# folder; a file of it given by name without the preset got only "field
# 'response' is missing (--field response=KEY)", which no key satisfies.
# The tools now name it and the traces papo reads.  The records are
# generated here as the writer lays them out (lengths, optional columns
# and env names drawn at random).
set -u
. "$TOP/tests/lib.sh"
mkdir -p token_exports/step_3
python3 - > token_exports/step_3/rank_0.jsonl <<'PY' || fail "python3 failed"
import json, random
rnd = random.Random(5)
opt = ["mismatch_kl", "log_importance_ratio", "importance_ratio", "prob_delta",
       "is_masked", "is_masked_high", "is_masked_low", "rl_weights", "ce_weights",
       "ref_kl_weights"]
for i in range(4):
    n = rnd.randint(3, 9)
    p = rnd.randint(1, n - 1)
    a = round(rnd.uniform(-1, 1), 6)
    r = {"schema_version": 1, "step": 3, "rank": 0, "micro_step": i // 2,
         "micro_sequence_idx": i % 2, "export_sequence_idx": i,
         "env_name": rnd.choice(["gsm8k", "math", "wordle"]),
         "token_ids": [rnd.randint(0, 151000) for _ in range(n)],
         "position_ids": list(range(n)),
         "loss_mask": [k >= p for k in range(n)],
         "advantages": [a] * n,
         "inference_logprobs": [round(-rnd.random(), 6) for _ in range(n)],
         "trainer_logprobs": [round(-rnd.random(), 6) for _ in range(n)],
         "entropy": [round(rnd.random(), 6) for _ in range(n)]}
    for k in opt:
        r[k] = [None] * n if rnd.random() < 0.5 else [round(rnd.random(), 6) for _ in range(n)]
    print(json.dumps(r, separators=(",", ":"), allow_nan=False))
PY
f=token_exports/step_3/rank_0.jsonl
for t in verify advantage stats; do
	papo-$t "$f" > $t.out 2> $t.err
	rc=$?
	[ $t = stats ] ||
	    step -o $t.err "papo-$t refuses it (65)" [ $rc -eq 65 ]
	step -o $t.err "papo-$t names it and the traces to read" grep -q \
	    "rank_0.jsonl:1: .*prime-rl's token export.*traces.jsonl, read with --preset prime-rl" \
	    $t.err
done
papo-verify --preset prime-rl token_exports > p.out 2> p.err
step -o p.err "--preset prime-rl still skips the folder" \
    grep -q "skipped: not records" p.err
steps_end
