#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon-prime-rl.sh: prime-rl's rollouts folder given whole.
# PrimeIntellect-ai/prime-rl @ 559b44772 (2026-08-21):
# src/prime_rl/monitors/file.py FileMonitor.log_episodes writes every
# finished episode to rollouts/step_N/train/all/traces.jsonl and the
# episodes trained on, again, to rollouts/step_N/train/effective/
# traces.jsonl (LAYOUTS.md, prime-rl).  Given rollouts/ (or a glob of
# both), every tool read each trained episode twice: twice the responses
# and groups of twice their size, in silence.  --preset prime-rl now
# leaves an effective/ file out when the all/ file beside it is read,
# and says so; named alone it is read.  Data: tests/frameworks/prime-rl.
set -u
. "$TOP/tests/lib.sh"
cp -R "$TOP/tests/frameworks/prime-rl/rollouts" . || fail "cp"

# per step from all/ alone: responses and groups (group.id), with jq
for f in rollouts/step_*/train/all/traces.jsonl; do
	s=${f#rollouts/step_}
	s=${s%%/*}
	jq -r -s --arg s "$s" '[$s, length, (map(.group.id) | unique |
	    length)] | @tsv' "$f"
done | sort -n > want.tsv
papo-stats --preset prime-rl -f tsv -m responses,groups rollouts \
    > got.tsv 2> got.err || fail "papo-stats: $(cat got.err)"
tail -n +2 got.tsv > got.rows
step -o got.rows "the folder: every episode once" cmp -s want.tsv got.rows
step -o got.err "the effective/ files: said skipped" [ "$(grep -c \
    "rollouts/step_[0-9]*/train/effective/traces.jsonl: skipped: its episodes are among those of the same file in all/, read too (name it alone to read it)" \
    got.err)" = "$(ls rollouts/step_*/train/effective/traces.jsonl | wc -l)" ]

# the same through papo-verify and papo-advantage, files named by a glob
papo-verify -q --preset prime-rl rollouts/step_*/train/*/traces.jsonl \
    > v.jsonl 2> v.err || fail "papo-verify: $(cat v.err)"
step -o v.err "papo-verify: as many records as all/ holds" \
    [ "$(wc -l < v.jsonl)" = "$(cat rollouts/step_*/train/all/traces.jsonl | wc -l)" ]
papo-advantage --preset prime-rl --field reward='traces[0].rewards.correct.score' \
    -m grpo rollouts > a.jsonl 2> a.err ||
    fail "papo-advantage: $(cat a.err)"
step -o a.err "papo-advantage: every episode once" \
    [ "$(jq -r .id a.jsonl | sort | uniq -d | wc -l)" = 0 ]

# an evaluation at step 2 (kind eval: rollouts/step_2/eval/all/): beside
# the training episodes of step 2 it is left out, and said so, not
# counted as training responses of step 2; named alone it is read
mkdir -p rollouts/step_2/eval/all
jq -c '.run.work.type = "eval" | .group.id = "eval-" + .group.id' \
    rollouts/step_2/train/all/traces.jsonl | head -n 3 \
    > rollouts/step_2/eval/all/traces.jsonl
papo-stats --preset prime-rl -f tsv -m responses,groups rollouts \
    > got.tsv 2> got.err || fail "papo-stats: $(cat got.err)"
tail -n +2 got.tsv > got.rows
step -o got.rows "an evaluation beside training: training alone counted" \
    cmp -s want.tsv got.rows
step -o got.err "the evaluation: said skipped" grep -q \
    "rollouts/step_2/eval/all/traces.jsonl: skipped: evaluation episodes (step_N/eval/), read with the training records of rollouts/step_1/train/all/traces.jsonl: an evaluation.s records are no training step.s (name the evaluation.s files alone to read them)" \
    got.err
papo-stats --preset prime-rl -f tsv -m responses \
    rollouts/step_2/eval/all/traces.jsonl > ev.tsv 2> ev.err ||
    fail "papo-stats: $(cat ev.err)"
step -o ev.tsv "the evaluation named alone is read" \
    [ "$(tail -n 1 ev.tsv)" = "$(printf '2\t3')" ]

# named alone, an effective/ file is read
e=rollouts/step_2/train/effective/traces.jsonl
papo-stats --preset prime-rl -f tsv -m responses $e > e.tsv 2> e.err ||
    fail "papo-stats: $(cat e.err)"
step -o e.tsv "an effective/ file named alone is read" \
    [ "$(tail -n 1 e.tsv)" = "$(printf '2\t%s' "$(wc -l < $e)")" ]
step -o e.err "and nothing said skipped" eval '! grep -q skipped e.err'

# papo-stats --follow on the folder while the run writes it: effective/
# comes after all/ (prime-rl appends to all/ as episodes finish, to
# effective/ when the batch is done), and is left out as it appears
src=$PWD/rollouts
follow_setup follow.d
mkdir -p r/step_1/train/all
cp "$src/step_1/train/all/traces.jsonl" r/step_1/train/all/
papo-stats --follow --interval 0.2 --preset prime-rl -f tsv \
    -m responses,groups r > out.f 2> err.f &
fp=$!
pids="${pids-} $fp"
mkdir -p r/step_1/train/effective r/step_2/train/all
cp "$src/step_1/train/effective/traces.jsonl" r/step_1/train/effective/
follow_wait err.f "papo-stats: r/step_1/train/effective/traces.jsonl: skipped: its episodes are among those of the same file in all/, read too"
# a step's row is written once a later step comes
cp "$src/step_2/train/all/traces.jsonl" r/step_2/train/all/
follow_wait out.f "1${tab}$(wc -l < r/step_1/train/all/traces.jsonl)${tab}3"
follow_stop INT
step -o err.f "--follow: SIGINT, status $rc" [ "$rc" -eq 0 ]
grep -v '^step' out.f | sort -u > got.f
sed -n 1,2p ../want.tsv | cut -f 1-3 > want.f
step -o got.f "--follow: every episode once" cmp -s want.f got.f
