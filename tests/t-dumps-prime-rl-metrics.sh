#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-prime-rl-metrics.sh: prime-rl's output folder given whole.
# PrimeIntellect-ai/prime-rl @ 559b447 (2026-08-21):
# src/prime_rl/monitors/file.py FileMonitor, on by default
# (monitors.file, packages/prime-rl-configs .../monitors.py: path
# metrics.jsonl), writes a line a step, {"step": N, "time": T, ...the
# step's metrics, non-finite ones dropped}, to OUTPUT_DIR/metrics.jsonl,
# beside the episodes it writes to OUTPUT_DIR/rollouts/step_N/....
# --preset prime-rl read metrics.jsonl as episodes: papo-verify stopped
# (65) at its first line, papo-stats counted each line a response of its
# step (7 responses for 6).  Now the file is skipped, said so, in every
# tool and under papo-stats --follow; named alone, nothing is left (66).
# The folder: tests/frameworks/prime-rl/ (its rollouts/), a metrics.jsonl
# written here as FileMonitor.log_metrics writes it.
set -u
. "$TOP/tests/lib.sh"
command -v jq > /dev/null || fail "jq is not installed"
cp -R "$TOP/tests/frameworks/prime-rl" out || fail "cp"
for s in 1 2 3; do
	printf '{"step": %d, "time": 1764640%03d.25, "progress/total_rollouts": %d, "progress/total_tokens": %d, "reward/mean": 0.5, "time/step": 12.5, "off_policy/mean": 0.0}\n' \
	    $s $s $((6 * s)) $((900 * s))
done > out/metrics.jsonl

papo-verify -q --preset prime-rl out/rollouts > w.jsonl 2> /dev/null
papo-advantage -q --preset prime-rl -m grpo w.jsonl > wa.jsonl 2> /dev/null
papo-stats --preset prime-rl -f tsv wa.jsonl > want.tsv 2> /dev/null

papo-verify --preset prime-rl out > v.jsonl 2> v.err
step -o v.err "papo-verify on the output folder: exit 0" [ $? -eq 0 ]
step -o v.err "papo-verify: metrics.jsonl said skipped" \
    grep -qxF "papo-verify: out/metrics.jsonl: skipped: not records" v.err
step -o v.jsonl "papo-verify: the episodes of rollouts/ alone" \
    cmp -s v.jsonl w.jsonl
papo-advantage --preset prime-rl -m grpo v.jsonl > a.jsonl 2> a.err
step -o a.err "papo-advantage: exit 0" [ $? -eq 0 ]
papo-stats --preset prime-rl -f tsv a.jsonl > s.tsv 2> s.err
step -o s.err "papo-stats: exit 0" [ $? -eq 0 ]
step -o s.tsv "the pipeline's statistics are the rollouts' alone" \
    cmp -s s.tsv want.tsv
papo-stats --preset prime-rl -f tsv -m responses,groups out > f.tsv 2> f.err
step -o f.err "papo-stats on the folder: metrics.jsonl said skipped" \
    grep -qxF "papo-stats: out/metrics.jsonl: skipped: not records" f.err
step -o f.tsv "papo-stats on the folder: six responses a step" \
    [ "$(awk 'NR > 1 { print $2 }' f.tsv | sort -u)" = 6 ]
papo-advantage --preset prime-rl -m grpo --field reward=ok out \
    > a2.jsonl 2> a2.err
step -o a2.err "papo-advantage on the folder: the episodes alone" \
    [ "$(wc -l < a2.jsonl)" -eq "$(wc -l < w.jsonl)" ]
papo-stats --preset prime-rl out/metrics.jsonl > m.tsv 2> m.err
step -o m.err "metrics.jsonl named alone: nothing left (66)" [ $? -eq 66 ]
step -o m.err "named alone: said" grep -qF "no input left once files named 'metrics.jsonl' are skipped" m.err
# the trainer's token exports are still skipped beside it
mkdir -p out/token_exports/step_1
echo '{"step": 1, "input_ids": [1, 2]}' > out/token_exports/step_1/rank_0.jsonl
papo-stats --preset prime-rl -f tsv -m responses out > t.tsv 2> t.err
step -o t.err "token_exports/ and metrics.jsonl: both skipped" [ \
    "$(grep -c 'skipped: not records' t.err)" -eq 2 ]
# followed as the run writes it: metrics.jsonl is skipped, not read as
# a step's episodes
top=$PWD
follow_setup follow.d
mkdir -p r/rollouts/step_1/train/all
cp "$top/out/rollouts/step_1/train/all/traces.jsonl" r/rollouts/step_1/train/all/
head -n 1 "$top/out/metrics.jsonl" > r/metrics.jsonl
papo-stats --follow --interval 0.2 --preset prime-rl -f tsv \
    -m responses,groups r > out.f 2> err.f &
fp=$!
pids="${pids-} $fp"
follow_wait err.f "papo-stats: r/metrics.jsonl: skipped: not records"
mkdir -p r/rollouts/step_2/train/all
cp "$top/out/rollouts/step_2/train/all/traces.jsonl" r/rollouts/step_2/train/all/
sed -n 2p "$top/out/metrics.jsonl" >> r/metrics.jsonl
follow_wait out.f "1${tab}6${tab}3"
follow_stop INT
step -o err.f "--follow: SIGINT, status $rc" [ "$rc" -eq 0 ]
step -o out.f "--follow: six responses a step" [ "$(grep -v '^step' out.f |
    cut -f 2 | sort -u)" = 6 ]
steps_end
