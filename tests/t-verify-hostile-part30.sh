#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-part30.sh: an answer for another part than the one
# the problem asks (tests/verify/hostile_part30.py), in nine
# languages: a problem in two parts labelled "(a) (b)", "(1) (2)",
# "(i) (ii)", "① ②" or "（1）（2）" that asks one of them ("Answer part
# (a) only.", "只回答第（1）问。"), and "Part (b): \boxed{42}", "For the
# second question, the answer is 42.", "Part (a): 43. Part (b):
# \boxed{42}."; "Part 2:" under a problem of one part.  On main
# (c6119c5a) 546 of the 4,806 variants were rewarded wrongly and 606
# right ones lost (the asked part's label before the value, "**Teil
# (1):** Die Antwort ist 42", "第（1）问: 42", not recognised); now none
# is rewarded wrongly, and every right one (the asked part's label, a
# reference of both parts boxed after both) is rewarded.  A case of
# its own, in English and German: a statement that opens with the
# problem's time phrase and another number ("After 11 years, the tree
# is \boxed{65} cm tall." where the problem asks after 5 years): 40 of
# 64 twins rewarded at a27b175f, none now; the problem's number in
# digits or words ("After five years") is still read.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-part30

hostile part30 "no other part's or case's answer rewarded, every right one" 4850 1500 \
    right
step -o hostile-part30.out "no right answer lost" \
    test "$(hostile_count part30 lost)" -eq 0
exit 0
