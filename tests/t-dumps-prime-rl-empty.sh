#!/bin/sh
# SPDX-License-Identifier: MIT
# t-dumps-prime-rl-empty.sh: a trace with no sampled message in
# prime-rl's traces.jsonl.  PrimeIntellect-ai/prime-rl @ 559b447
# (2026-08-21): src/prime_rl/orchestrator/dispatcher.py
# handle_completed_episode gives a trace whose num_turns (verifiers
# v1/trace.py: its nodes with sampled true) is 0 the error
# EmptyTrajectory and sets ok false on it and on its episode, which
# monitors/file.py log_episodes writes like any other; the trainer does
# not train on it.  --preset prime-rl (and verifiers) found no
# traces[0].nodes[sampled=true] and stopped (65) at that line; such a
# trace (ok false, no model call) now has no response, as a failed
# episode's traces [] (no_answer, r_out 0).  A trace that says it is ok,
# or that made a call, without a sampled message is not a form the
# writer has: it still stops, named.  Fixture
# tests/frameworks/prime-rl-empty/: the six finished episodes of
# prime-rl-failed/, the third made an empty trajectory by hand.
set -u
. "$TOP/tests/lib.sh"
f=$TOP/tests/frameworks/prime-rl-empty/rollouts/step_1/train/all/traces.jsonl

for p in prime-rl verifiers; do
	papo-verify -q --preset $p "$f" > v.$p 2> e.$p
	step -o e.$p "--preset $p reads the dump with an empty trajectory" \
	    [ $? -eq 0 ]
	step -o v.$p "--preset $p: every episode written" \
	    [ "$(wc -l < v.$p)" -eq "$(wc -l < "$f")" ]
	step -o v.$p "--preset $p: the empty trajectory has no answer" \
	    jq -e -s 'map(select(.ok == false)) | length == 1 and
	    all(.r_out == 0 and .verify == "no_answer" and .pred == null)' \
	    v.$p
done
# the others' verdicts are those they have without it
jq -c 'select(.ok)' "$f" > ok.jsonl
papo-verify -q --preset prime-rl ok.jsonl > v.ok 2> e.ok
step -o e.ok "the other episodes' verdicts do not change" [ "$(jq -c \
    'select(.ok) | [.id, .r_out, .pred]' v.prime-rl)" = \
    "$(jq -c '[.id, .r_out, .pred]' v.ok)" ]
papo-advantage --preset prime-rl -m grpo v.prime-rl > a.jsonl 2> a.err
step -o a.err "papo-advantage scores it in its group" jq -e -s \
    'length == 6 and (map(select(.ok == false))[0].adv < 0)' a.jsonl
# what the writer does not write still stops: a trace marked ok with no
# sampled message, or one that made a call
jq -c 'select(.ok == false) | .traces[0].ok = true' "$f" > okempty.jsonl
papo-verify -q --preset prime-rl okempty.jsonl > /dev/null 2> e.okempty
step -o e.okempty "an ok trace without a sampled node stops (65)" \
    [ $? -eq 65 ]
jq -c 'select(.ok) | .ok = false | .traces[0].ok = false |
    .traces[0].nodes |= map(select(.sampled != true))' "$f" |
    head -n 1 > called.jsonl
papo-verify -q --preset prime-rl called.jsonl > /dev/null 2> e.called
step -o e.called "a failed trace that made a call, no node, stops (65)" \
    [ $? -eq 65 ]
steps_end
