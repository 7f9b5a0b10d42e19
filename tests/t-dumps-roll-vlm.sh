#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-roll-vlm.sh: ROLL's VLM pipeline dump.  alibaba/ROLL @ 8eb27cc
# (2026-08-19): roll/pipeline/rlvr/rlvr_vlm_pipeline.py calls the RLVR
# writer (dump_rollout_to_specific_path: a line of columns, those of
# COLUMMNS_CONFIG the batch has), but its dataset
# (roll/datasets/vlm_dataset_utils.py) has no id and its collator keeps
# no prompt: the line holds ground_truth, tag, domain, responses, scores,
# sampling_params and global_step.  --preset roll groups by id:
# papo-advantage said only that 'id' is missing (--field group=KEY),
# which no key satisfies (ground_truth would merge two prompts with one
# answer).  A prompt's num_return_sequences responses are contiguous;
# the message now says so and names --blocks N, which reads them.
# Fixture tests/frameworks/roll-vlm/ written by hand in that layout
# (three prompts, two with the same answer, four responses each).
set -u
. "$TOP/tests/lib.sh"
command -v jq > /dev/null || fail "jq is not installed (make deps)"
f=$TOP/tests/frameworks/roll-vlm/rollout_dump/rollout_dump_data.step_2.jsonl
n=$(jq -r '.sampling_params[0] | fromjson | .generation_config.num_return_sequences' \
    "$f") || fail "jq cannot read $f"

papo-verify --preset roll "$f" > v.jsonl 2> v.err
step -o v.err "papo-verify reads it" [ $? -eq 0 ]
step -o v.jsonl "its verdicts are the dump's scores" [ "$(jq -c \
    '[.verify == "equal", .scores == 1]' v.jsonl | sort -u)" = \
    "$(printf '[false,false]\n[true,true]')" ]

papo-advantage --preset roll -m grpo v.jsonl > a.jsonl 2> a.err
step -o a.err "papo-advantage refuses it without --blocks (65)" [ $? -eq 65 ]
step -o a.err "it names the line, the pipeline and --blocks N" grep -q \
    "v.jsonl:1: field 'id' is missing.*ROLL's VLM pipeline.*--blocks N" a.err
papo-stats --preset roll v.jsonl > s.out 2> s.err
step -o s.err "papo-stats says the same of its groups" \
    grep -q "ROLL's VLM pipeline.*--blocks N" s.err

# what the message says, done: num_return_sequences from sampling_params
papo-advantage --preset roll -m grpo --blocks "$n" v.jsonl > a.jsonl 2> a.err
step -o a.err "papo-advantage --blocks $n reads it" [ $? -eq 0 ]
# GRPO by consecutive blocks of n, from the dump itself
python3 - "$f" "$n" > want.txt <<'PY' || fail "python3 failed"
import json, statistics, sys
d = json.loads(open(sys.argv[1]).readline())
n = int(sys.argv[2])
s = d["scores"]
for b in range(0, len(s), n):
    g = s[b:b + n]
    m, sd = statistics.mean(g), statistics.stdev(g)
    for x in g:
        print("%.6f" % ((x - m) / (sd + 1e-6)))
PY
jq -r '.adv' a.jsonl | awk '{ printf "%.6f\n", $1 }' > got.txt
step -o got.txt "each block of $n a group (GRPO of its scores)" \
    cmp -s got.txt want.txt
steps_end
