#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-operand30.sh: an answer phrase, a conclusion word,
# then an expression whose last term is the reference ("The answer is
# therefore x+42", "La réponse est donc n - 42", "$2a \cdot 42$"): the
# reference is an operand there, never the answer; and an option's
# letter after a conclusion word ("The answer is therefore B", as
# AGIEval's SAT replies end) is the answer in seven languages
# (tests/verify/hostile_operand30.py, issue 26).  On main (c6119c5a),
# 1,572 variants: 183 wrong rewarded, 48 right lost.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-operand30

hostile operand30 "no operand or other letter rewarded, every right one is" \
    1500 390 right
step -o hostile-operand30.out "a right variant lost" \
    test "$(hostile_count operand30 lost)" -eq 0
exit 0
