#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon18-roll-agentic-val.sh: ROLL's agentic validation, dumped
# to a step's file.  alibaba/ROLL @ 8eb27cc (2026-08-19, the newest
# fetched): agentic_pipeline.py val() calls dump_rollout_trajectories
# with the validation batch, to the same rollout_dump_data.step_N.jsonl
# as the training batch of a step of eval_steps; the environment
# managers are made with mode="train" and mode="val", and
# agent_native_env_manager.py writes it as env_info.mode.  papo(7)'s
# command converted the validation's trajectories as a training step's
# (8 of 8 records below; ROLL's examples often tag both managers alike,
# deepeyes.yaml, so the tag did not tell them); it now leaves them out
# by env_info.mode (8 -> 0), and papo(7) says how to read them.
# Fixture: tests/frameworks/roll-agentic/ with mode "val".
set -u
. "$TOP/tests/lib.sh"
command -v mandoc > /dev/null || fail "mandoc is not installed (make deps)"
command -v jq > /dev/null || fail "jq is not installed (make deps)"
f=$TOP/tests/frameworks/roll-agentic/rollout_dump/rollout_dump_data.step_5.jsonl

python3 - "$f" > val.jsonl <<'PY'
import json, sys
for line in open(sys.argv[1]):
    d = json.loads(line)
    out = []
    for s in d["trajectory_data"]:
        t = json.loads(s)
        t["env_info"]["mode"] = "val"
        out.append(json.dumps(t))
    d["trajectory_data"] = out
    print(json.dumps(d))
PY
MANWIDTH=1000 mandoc -Tascii -Owidth=1000 "$TOP/man/papo.7" | col -bx |
    awk '/ROLL.s agentic pipeline writes/ { on = 1 }
	on && /^ *jq -c / { sub(/^ */, ""); print; exit }' > cmd.sh
step -o cmd.sh "papo(7) gives a jq command" grep -q '^jq -c ' cmd.sh
sed "s|FILE > FILE.records.jsonl|\"\$1\"|" cmd.sh > conv.sh
sh conv.sh "$f" > train.records 2> e1
step -o e1 "training trajectories converted" \
    [ "$(wc -l < train.records | tr -d ' ')" = 8 ]
sh conv.sh val.jsonl > val.records 2> e2
step -o val.records "validation trajectories left out" [ ! -s val.records ]
sed 's/select(\$e.mode != "val")/select($e.mode == "val")/' conv.sh > v.sh
step -o v.sh "the other select, as papo(7) says" eval '! cmp -s v.sh conv.sh'
sh v.sh val.jsonl > v.records 2> e3
step -o e3 "read as papo(7) says, they are converted" \
    [ "$(wc -l < v.records | tr -d ' ')" = 8 ]
papo-advantage -m grpo v.records > a.jsonl 2> a.err
step -o a.err "papo-advantage reads them" [ -s a.jsonl ]
steps_end
