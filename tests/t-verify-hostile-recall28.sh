#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall28.sh: issue 26's lost signal, round 28
# (tests/verify/hostile_recall28.py): a scale word inside a box's \text
# ("\boxed{42 \text{ mila}}" is 42000), digits grouped by a plain space
# ("1 250 €" is 1250; "\boxed{2 250}", which TeX shows as 2250, is never
# the product 500), a plural noun after an answer label at the end
# ("FINAL ANSWER: 42 apples", no problem: no cut; "42 unle" still is),
# "La température est de 300 °C.", "Температура 300 °C.", "温度は300℃で
# す。", and the families still refused (counted: a conversion restated
# before a box, "42 hundred" in prose, "1.250 €").  No
# twin (hedged, bounded, negated, two values) and no right answer
# against another reference rewarded.  On main (dd3cfa55): 10 wrong
# ("La réponse est 1 250 €." and "\boxed{1 250}" rewarded against 250,
# "\boxed{3 500}" against 1500) and 132 of 156 right refused: the test
# fails.  h28-recall17 (round 29) reads "**42 millions**", "\boxed{42}
# hundred", {"answer": "42 thousand"} and "1.250 €" under a problem
# that groups thousands with dots: 39 lost -> 18; 15 with "\boxed{42}
# hundred" read as 4200 (left: the conversions restated before a box,
# "42 hundred" after a label).  h30-recall19 reads "42 hundred" after
# an answer phrase ("The answer is 42 hundred.", "Answer: 42 hundred"):
# 15 -> 9, the conversions restated before a box left.
# h43-units37: "\boxed{42 \text{ mil}}" (mila, bin) is a twin now, a word
# of no language's line read as no scale (147 right, from 156).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-recall28

hostile recall28 "no twin or other reference rewarded" 580 145 right
step -o hostile-recall28.out "at most 9 right answers lost" \
    test "$(hostile_count recall28 lost)" -le 9
exit 0
