#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-clause.sh: a clause after the answer's noun that gives the
# value to someone else (tests/verify/hostile_clause.py, issue 26):
# "There are \boxed{42} apples that Alice counted.", "**42** apples,
# which the grader confirmed.", "... according to my tutor", after a
# box, a bold value, a box in math and an answer phrase, with no
# problem text and under one that names none of them; with no problem
# text, a description of its own that expects or wants the count ("The
# marking scheme expects 42 apples."); a bound past the noun
# ("\boxed{42} apples at least."); a tool's output named by a word of
# its own ("The solver output is 42.").  None is rewarded (main
# rewarded 1,576 of the 3,240 variants); every control, a clause in
# the response's own voice or the problem's, a word problem's deed
# ("The baker sells 42 cakes."), the response's own output ("The final
# output is 42."), is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-clause

hostile clause "no variant rewarded, every control is" 3000 200 "controls"
exit 0
