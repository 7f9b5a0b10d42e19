#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-optword.sh: a multiple-choice letter whose text or
# comma goes on into a word the options do not hold
# (tests/verify/hostile_optword.py, issue 26): "Jawabannya adalah (B),
# kecuali n genap.", "The answer is (B), nope.", "... (B) decrease
# hatta."  Under a problem listing the options none is rewarded and
# every control (the letter with its option's text) is; with no
# problem none either (1,340 of 4,176 rewarded before, "none",
# "none-value" and "none-tex", "(B) $12 \nope$"): against a letter
# reference the text after the letter counts only as formatting, the
# letter restated, a value with no word (TeX commands the lexer knows)
# or a closing remark (papo_answer_choice_rest), no longer screened by a
# word list; its twins in English, Indonesian and Swahili, controls
# with no problem, are rewarded.  A choice statement followed by a
# sentence ("The correct option is A. The volume doubles arguably."):
# under a problem listing sentence options that sentence must be the
# option's own (306 more of 360 rewarded before, 0 now); with no problem it
# is read by the shapes of a plain restatement (a subject, a verb in the
# present, a preposition and a value: answer_choice.c,
# choice_text_shape), as verify-kinds' mc-letter-copula-then-text rows
# need it rewarded; main (cbcfe0d) screened it by not_text and rewarded
# 306 of 360 (318 known before) and 599 of 672 "stmt-shape" variants
# (a qualifier anywhere in the sentence, "It is plausible."), 0 each
# now, and the 28 "stmt-shape" twins are rewarded; 6 "... rejected."
# under the problem are the last statement finder's (answer_stmt.c):
# 6 known holes, capped.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-optword

hostile optword "no variant rewarded, every control is" \
    7900 224 "controls" 0
exit 0
