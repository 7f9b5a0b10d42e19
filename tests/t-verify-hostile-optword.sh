#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-optword.sh: a multiple-choice letter whose text or
# comma goes on into a word the options do not hold
# (tests/verify/hostile_optword.py, issue 26): "Jawabannya adalah (B),
# kecuali n genap.", "The answer is (B), nope.", "... (B) decrease
# hatta."  Under a problem listing the options none is rewarded and
# every control (the letter with its option's text) is; with no
# problem none either (1,276 of 4,080 rewarded before, "none" and
# "none-value"): against a letter reference the text after the letter
# counts only as formatting, the letter restated, a value with no word
# or a closing remark (papo_answer_choice_rest), no longer screened by a
# word list; its twins in English, Indonesian and Swahili, controls
# with no problem, are rewarded.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-optword

hostile optword "no variant rewarded, every control is" \
    6000 184 "controls"
exit 0
