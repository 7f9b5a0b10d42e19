#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red7.sh: a seventh red team's adversarial run on papo-verify
# (tests/verify/hostile_red7.py, issue 26, round 17): real right
# responses disowned far from their answer (a summary, a table, a check
# failed by numbers, a closing in another register or language), answers
# held by markup that does not commit them (options, quotes, a later
# step, comments, alt and link text, a footnote's definition), numeric
# forms that are not equal, agent transcripts that compute another value
# after the answer, right multiple-choice responses closing on a shrug,
# a "(?)" or a guess in their language, and bold answers followed by a
# doubt, a question, a failed check or a later step, or a check or a
# worked equation after it whose result is another value ("**42**.
# Double-check: 84 / 2 = 41.").  None is rewarded but the known holes
# the generator lists (none today: main had 20); every control is; the
# committed answers papo-verify refuses (lost signal) are counted, at
# most 279 (278 until round 21: the bases are the corpus's responses
# the binary rewards, and rereading-...-1215 joining them moved the
# seeded samples; on the earlier list both binaries lose 278).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red7

hostile red7 "no variant rewarded, every control is" 4660 650 "controls" 0
step -o hostile-red7.out "at most 279 committed answers lost" test "$(sed -n \
    's/^lost: \([0-9]*\) of .*/\1/p' hostile-red7.out)" -le 279
exit 0
