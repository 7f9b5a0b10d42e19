#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-review28.sh: the wrong rewards review 28 of issue 26
# found, by kind (tests/verify/hostile_review28.py): a sentence of doubt
# of any length right before the answer's statement, built from parts
# in eighteen languages ("I am not entirely confident in this.", "Den
# letzten Fall konnte ich nicht mehr überprüfen.", "Everything below is
# unverified."); a set of sets given for another or flattened
# ({{1,2},{3}} for {{1},{2,3}}, {∅} for ∅); a letter whose value is
# not its own in the options the response lists itself ("(A) 20 ...
# (D) 80 ... Answer: D) 60"); multi-select letters a response states
# against a reference run ("A, C, and E", "(A), (C), (E)",
# \boxed{A, C, E} for ACE, its options listed inline or one a line);
# a value alone whose letter the response's own options give ("**D.
# 80**", "The answer is 80." against D).  On main (a9f9d96d) 4,352 of
# the 4,745 twins were rewarded and 16 of the 87 right ones lost
# (multi-select and values alone); now no twin is rewarded and every
# right one is (a sentence of derivation before the statement, a set of
# sets reordered, a list of solution sets against its values, the
# letter with its own value, the letters in any order).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-review28

hostile review28 "no twin rewarded, every right one" 4800 85 right
step -o hostile-review28.out "no right answer lost" \
    test "$(hostile_count review28 lost)" -eq 0
exit 0
