#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon2-verifiers-v1.sh: the runs verifiers' v1 eval CLI writes.
# PrimeIntellect-ai/verifiers @ a60a606ec (2026-08-21): verifiers/v1/cli/
# eval/runner.py appends each finished episode, stamped run.type "eval",
# to output_dir/RUN/traces.jsonl (verifiers/v1/cli/output.py
# write_episode: one episode a line, compact, no group, no step), RUN
# the run name <env>--<model>--<harness>--<id>.  --preset verifiers read
# only the legacy vf-eval results.jsonl and stopped at the first episode
# ("field 'completion[role=assistant].content|completion' is missing");
# --preset prime-rl read the episodes but found no step_N/ folder.  The
# verifiers preset reads the episodes as prime-rl's does (the task's
# prompt and answer, the sampled assistant message), a task's episodes
# one group (task.key, when no group.id), each run folder a step as for
# results.jsonl.  Data: tests/data/frameworks-verifiers-v1 (make.py
# there writes it; content made up).
set -u
. "$TOP/tests/lib.sh"
d="$TOP/tests/data/frameworks-verifiers-v1/outputs"

papo-verify -q --preset verifiers "$d" > v.jsonl 2> v.err ||
    fail "papo-verify: $(cat v.err)"
step -o v.err "papo-verify: nothing said" [ ! -s v.err ]
step -o v.jsonl "every episode, its run folder the step" jq -e -s '
    (map(.step) | group_by(.) | map([.[0], length])) ==
	[["gsm8k--qwen3-4b--default--7f3a", 9],
	 ["gsm8k--qwen3-4b--think--9c1e", 9]] and
    all(.step == .run.name)' v.jsonl
# the verdict is the writer's own reward, read from the sampled message
step -o v.jsonl "r_out agrees with traces[0].rewards.correct.score" \
    jq -e -s 'all(.r_out == .traces[0].rewards.correct.score)' v.jsonl
step -o v.jsonl "pred is the answer after ####" jq -e -s 'all(.pred ==
    (.traces[0].nodes[1].message.content | split("#### ")[1]))' v.jsonl

papo-advantage --preset verifiers -m grpo < v.jsonl > a.jsonl 2> a.err
step -o a.err "papo-advantage: a task's episodes one group" jq -e -s '
    group_by([.step, .task.key]) | length == 6 and all(.[];
	(map(.r_out) | add / length) as $m |
	all(.[]; (.adv > 0) == (.r_out > $m)))' a.jsonl
papo-stats --preset verifiers -f tsv -m responses,groups,accuracy \
    < a.jsonl > s.tsv 2> s.err
jq -r -s 'group_by(.step)[] | [.[0].step, length,
    (map(.task.key) | unique | length),
    ((map(.r_out) | add) / length)] | @tsv' v.jsonl > want.tsv
tail -n +2 s.tsv > got.tsv
step -o got.tsv "papo-stats: a row per run, as the episodes give" \
    cmp -s want.tsv got.tsv
