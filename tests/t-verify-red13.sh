#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red13.sh: a thirteenth red team's adversarial responses
# (issue 26, round 13: tests/verify/hostile_red13.py): negated
# contractions with look-alike or dropped apostrophes, words no row
# holds between a quantity's noun and its value, unchecked task-list
# items, a modulus the value is no residue of and raised letters on
# it, what an answer book says in Chinese, Japanese and Korean, and
# the response's own verdict, a tool's failure, disguised negations,
# containers that disown, multi-part answers, notes, translations,
# code, LaTeX that goes on, repairs and cuts after the answer, an
# answer a book, a key or someone owns in Japanese and Chinese
# ("よって、教科書の答えは42です。": 136 generated, all rewarded on
# cbcfe0d).  None is rewarded but the known holes the generator lists
# (0: "答案书上写的是42。", 4 on main f72df79, closed by h22-holes12:
# an answer's name made part of a longer description before its 的 is
# not the response's answer, answer_open.c's dense_answer_compound);
# every control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red13

hostile red13 "no variant rewarded, every control is" 3500 200 "controls" 0
exit 0
