#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red12.sh: a twelfth red team's adversarial responses
# (issue 26, round 12: tests/verify/hostile_red12.py): a model that
# answers twice or goes on with a few-shot question of its own,
# attempts graded, tables and headings that reject the value, steps
# that stop at an intermediate value, a number before the value whose
# words disown it ("Step 2: the error is 42."), LaTeX that hides, look-alike
# glyphs and right-to-left overrides, number words of another
# language, scientific notation, uncertainties, intervals and
# set-builder notation, a word that qualifies a noun of quantities
# ("the rejected value is 42").  None is rewarded but the known holes the
# generator lists (29; 25 since "Step 2: the error is **42**." is read
# as "The error is **42**." is; 9 since a question with no label, "2)
# What is ...?", "---", "Now, what ...?", "Practice:", opens a new one,
# with 240 generated "twice-shape" variants main rewarded all of; 5
# since the words before a bold value are read whatever ends them, an
# indefinite pronoun no name: "Nobody gets **42**.", with 352
# generated "bold-subject" variants main rewarded all of; 4 since a
# "**" between a digit and a digit is a power, never a bold marker,
# so "The answer is 4**2**." leaves a bold open and is no answer; 0
# since the words before an equation's name are read as the opener:
# "Step 2: the error is x = 42." is no answer); every control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red12

hostile red12 "no variant rewarded, every control is" 2500 430 "controls" 0
exit 0
