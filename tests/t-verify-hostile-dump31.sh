#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-dump31.sh: what trainers and model families write
# around a right answer (tests/verify/hostile_dump31.py, issue 26,
# review 31).  The whole sequence decoded as the response (system,
# user and assistant turns, a few-shot turn, padding) in 16 families'
# chat templates is read from the model's last turn; its twins (another
# value, a user's turn after it, a second assistant turn, the turn cut,
# another value in the last turn after the right one in the few-shot
# turn) are never rewarded.  "<pad>" padding after the answer ends the
# response; text after it is not the model's.  English closings that
# confirm the answer ("Checked by substitution.", ", confirmed by a
# second method.", "This matches a quick estimate.") are
# read; Open-Reasoner-Zero's tag after the work, an explanation after
# "Answer:", and Bengali and Telugu hedges before the value: no twin
# rewarded but 2 known holes (a Telugu hedge with no problem text).
# Main: 1202 variants, 17 twins rewarded, 217 right lost.
set -u
. "$TOP/tests/lib.sh"

hostile dump31 "no twin rewarded but the known holes" 1202 307 "right" 2
lost=$(sed -n 's/^hostile_dump31: .*, \([0-9]*\) lost, .*/\1/p' \
    hostile-dump31.out)
step -o hostile-dump31.out "at most 35 right answers lost, not ${lost:-?}" \
    test "${lost:-999}" -le 35
exit 0
