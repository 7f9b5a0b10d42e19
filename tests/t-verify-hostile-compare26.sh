#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-compare26.sh: comparisons a review of issue 26 found
# wrong, by kind (tests/verify/hostile_compare26.py): a domain condition
# other than the reference's ("\ln x, x < 0" for "\ln x, x > 0",
# "1 < x" written constant first), an
# empty reference echoed ("()", "\text{ }", "\boxed{}": no_reference),
# an identity true for positive values only ("\ln x" for "\ln|x|"), a
# label of another quantity ("\angle ABD" for "\angle ABC", "f(x) =" for
# "f^{-1}(x) =") are never rewarded; the same label on both sides,
# constants named A and B, and set differences ("[0,2] \setminus \{1\}",
# "\{1,2,3\} \setminus \{2\}", "\mathbb{R} - \{1\}") are equal.  Main
# rewarded 291 of the 369 twins and lost 37 of the 348 controls.
set -u
. "$TOP/tests/lib.sh"

hostile compare26 "no twin rewarded, every control is" 717 348 "controls"
exit 0
