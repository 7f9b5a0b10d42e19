#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-mc34.sh: multiple-choice answers and answer formats
# read (tests/verify/hostile_mc34.py): a lowercase letter and a boxed
# option value under a problem that lists its options inline, the
# JSON keys "choice" and "answers", a JSON answer or an answer tag
# beside a confidence of 0.9 (90%) or more, a JSON answer object of a
# value and its unit, "Answer: C. Paris" (the letter and its option's
# text), a multi-select answer with the letters it leaves out in
# parentheses, a box in a colour that shows (blue, green...) are
# rewarded; another letter, value, option text or unit, a
# list with a letter more or less, a lower confidence, an aside that
# leaves out a chosen letter, white or red are not.
set -u
. "$TOP/tests/lib.sh"

hostile mc34 "multiple-choice forms and formats rewarded, twins not" \
    1800 400 "right ones"
exit 0
