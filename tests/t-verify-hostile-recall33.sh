#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall33.sh: issue 26's recall in every language
# papo-verify(1) lists (tests/verify/hostile_recall33.py): the ways a
# model states a final answer in each of the 21, as MGSM, MMATH and
# PolyMath outputs do (the native answer phrase, a number word, native
# digits, a decimal comma, the language's thousands separator, the unit
# word after the number, a concluding sentence in the language's order,
# its quotation marks, multiple-choice statements of one letter or two
# in the letters it uses), each against another value and followed by
# the language's own negation or doubt ("Nein, das ist falsch.", "Но я
# не уверен."): none of those rewarded.  On main (841bcea4), 2,000
# variants: 0 wrong, 85 of 500 right lost.
set -u
. "$TOP/tests/lib.sh"

hostile recall33 "no wrong or disowned twin rewarded" 2180 516 right
step -o hostile-recall33.out "every listed language has its forms" \
    test "$(hostile_groups recall33)" -eq 21
step -o hostile-recall33.out "at most 31 right answers lost" \
    test "$(hostile_count recall33 lost)" -le 31
exit 0
