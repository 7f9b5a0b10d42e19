#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-clause27.sh: a clause of its own before the
# conclusion in one sentence, in thirteen languages
# (tests/verify/hostile_clause27.py): "Beide Wege führen zum selben
# Ergebnis, also ist die Antwort \boxed{36}", "两种方法结果一致，所以答案是
# 36".  On main (841bcea4) 276 of 342 right answers were refused (the
# review of issue 26, finding 6); none of the twins may be rewarded: the
# same against another value, a condition, a doubt or a negation in the
# clause, a doubt after the answer, a reason's clause.  Still lost (114):
# a clause holding a word of nevers[] ("Every case checks out": "case"),
# and a value given without a box after an inverted German, French,
# Spanish, Italian, Portuguese, Russian or Chinese phrase.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-clause27

hostile clause27 "no twin rewarded" 1200 340 right
# 114 lost until the thirty-second session, when "Every case checks out,
# so" stopped reading "case" as a case singled out (every, each before it)
step -o hostile-clause27.out "at most 96 right answers lost" \
    test "$(hostile_count clause27 lost)" -le 96
exit 0
