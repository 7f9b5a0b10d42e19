#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall20.sh: closing remarks after a value given with
# no box, read as after a box (issue 26, recall;
# tests/verify/hostile_recall20.py): "So the total is 12. Let me know if
# you have any other questions." (its "if" a condition on main), "...
# I hope the answer is correct." (an answer phrase after a wish on
# main), "... QED." (the value "QED" on main) rewarded: main refused
# 176 of 600; their twins that doubt, ask or name another value ("Let
# me know if I am wrong.", "I hope the answer is 13.", "QED?") never;
# Turkish's copula after an option's letter and a curly apostrophe
# ("Cevap B’dir.", refused on main: 40 of 40) read as "B'dir" is, its
# twins (another letter, a negation, a doubt, ...) never; a Japanese
# counter in hiragana after the value ("答えは42ひきです。", "42こ",
# "42にん": refused on main, 210 of 210) rewarded, with an estimate, a
# question, a doubt, a negation or another value after it never;
# Swahili's "Jibu ni x = 3." (refused on main, 60 of 60: the variable
# read as a word) rewarded, "karibu", "labda", "au", "si", "≈" never.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-recall20

hostile recall20 "no twin rewarded, every right variant is" 3015 910 right
exit 0
