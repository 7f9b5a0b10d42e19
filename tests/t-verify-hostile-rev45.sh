#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-rev45.sh: review 45's round
# (tests/verify/hostile_rev45.py): the value after an approximation
# lead of fifteen listed languages' own ("Something like 204.", "Give
# or take 204.", "Più o meno 204.", "Где-то 204.", "差不多204个。",
# "204個ぐらい。", "Takriban 204.") under a problem that asks for the
# exact count, and in seventeen languages a box disowned or quoted as
# the format's example, a doubt or a correction after the answer, a
# statement cut off, a unit the problem does not count in, a label
# that calls its answer provisional: none rewarded.  Every language's
# plain label and Malay's own answer word ("Jawapan: 204") are; the
# forms not read yet (a label that says its certainty, Swahili's unit
# before the number) are counted as lost, not failed.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-rev45

hostile rev45 "no hedged, disowned or approximated answer rewarded, every right twin is" \
    600 54 "right ones"
exit 0
