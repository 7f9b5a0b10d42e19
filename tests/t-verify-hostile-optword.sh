#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-optword.sh: a multiple-choice letter whose text or
# comma goes on into a word the options do not hold
# (tests/verify/hostile_optword.py, issue 26): "Jawabannya adalah (B),
# kecuali n genap.", "The answer is (B), nope.", "... (B) decrease
# hatta."  Under a problem listing the options none is rewarded and
# every control (the letter with its option's text) is; with no
# problem answer_choice.c's word list lets 1,044 of 2,160 through, known
# holes capped here until the text is recognised rather than screened.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-optword

hostile optword "no variant under a problem rewarded, every control is" \
    4000 24 "controls" 1044
exit 0
