#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-prime-rl-failed.sh: a failed episode in prime-rl's traces.jsonl.
# PrimeIntellect-ai/prime-rl @ 559b447 (2026-08-21):
# src/prime_rl/orchestrator/dispatcher.py handle_completed_episode makes
# an episode whose task raised (or that returned no trace) ok: false,
# with its errors and traces []; monitors/file.py log_episodes writes it
# to all/traces.jsonl like any other ("episode-level failures are
# preserved even when no trace was produced").  --preset prime-rl (and
# verifiers, for the v1 eval's episodes) found no
# traces[0].nodes[...] and stopped the run (65) at the first such line;
# such an episode now has no response, as verifiers' errored completion
# [] (no_answer, r_out 0).  Fixture tests/frameworks/prime-rl-failed/:
# step 1 of the prime-rl sample with a failed episode (a TimeoutError)
# in its first group, written by hand.
set -u
. "$TOP/tests/lib.sh"
d=$TOP/tests/frameworks/prime-rl-failed/rollouts
f=$d/step_1/train/all/traces.jsonl

for p in prime-rl verifiers; do
	papo-verify -q --preset $p "$f" > v.$p 2> e.$p
	step -o e.$p "--preset $p reads the dump with a failed episode" \
	    [ $? -eq 0 ]
	step -o v.$p "--preset $p: every episode written" \
	    [ "$(wc -l < v.$p)" -eq "$(wc -l < "$f")" ]
	step -o v.$p "--preset $p: the failed episode has no answer" jq -e -s \
	    'map(select(.ok == false)) | length == 1 and
	    all(.r_out == 0 and .verify == "no_answer" and .pred == null)' \
	    v.$p
done
# the others read as they are without it
jq -c 'select(.ok)' "$f" > ok.jsonl
papo-verify -q --preset prime-rl ok.jsonl > v.ok 2> e.ok
step -o e.ok "the other episodes' verdicts do not change" [ "$(jq -c \
    'select(.ok) | [.id, .r_out, .pred]' v.prime-rl)" = \
    "$(jq -c '[.id, .r_out, .pred]' v.ok)" ]
papo-advantage --preset prime-rl -m grpo v.prime-rl > a.jsonl 2> a.err
step -o a.err "papo-advantage scores it in its group" jq -e -s \
    'length == 7 and (map(select(.ok == false))[0].adv < 0)' a.jsonl
# an episode whose traces are there but hold no sampled message is
# still an error, never read as another node's text
jq -c 'select(.ok) | .traces[0].nodes |= map(select(.sampled != true))' \
    "$f" | head -n 1 > nonode.jsonl
papo-verify -q --preset prime-rl nonode.jsonl > /dev/null 2> e.nonode
step -o e.nonode "a trace without a sampled node stops (65)" [ $? -eq 65 ]
steps_end
