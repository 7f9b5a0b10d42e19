#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red2.sh: a second red team's adversarial run on papo-verify
# in phrasings after a value no other hostile generator writes
# (tests/verify/hostile_red2.py, issue 26, round 12): sarcasm and irony,
# rhetorical questions, a new conversational turn (User:, Human:,
# Assistant: again, a turn marker, a student/teacher role), placeholders
# and TODO/FIXME/comments/\iffalse, the answer in a footnote, caption or
# alt text, a poll, probabilities and spreads, "or so" / "give or take"
# in the fourteen listed languages, emoji-only retractions, code
# comments, markdown footers, and prose tails after a box or a last
# statement ("\boxed{42} said no one ever.", "So Jenny has 42 apples.
# In my dreams.").  None is rewarded: no known hole is left ("famous
# last words" is refused since round 14, "roughly-42" since round 13,
# "for now" and "for the time being" are doubt rows since round 12);
# every control is.
# tests/verify/red2.jsonl keeps a sample with the reward each must get.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red2

hostile red2 "no variant rewarded, every control is" 1600 60 "controls" 0

verify_wanted "$TOP/tests/verify/red2.jsonl"
step "at least 100 probes in red2.jsonl" test "$(wc -l < out.jsonl)" -ge 100
step "at least 20 of them rewarded" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 20
exit 0
