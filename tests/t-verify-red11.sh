#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red11.sh: an eleventh red team's adversarial responses
# (issue 26, round 11: tests/verify/hostile_red11.py): self-grading,
# the answer asked back, conditions, past and hypothetical answers,
# ranges, unit traps, boxes that end on a relation, multiple-choice
# traps in new scripts, lists, chat templates' end tokens with text
# after them and gpt-oss's analysis channel, truncation, a label that
# asks, a LaTeX command after a box.  None is rewarded (the last
# known hole, "42 backwards", closed in round 20); every control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red11

hostile red11 "no variant rewarded, every control is" 2200 800 "controls" 0
exit 0
