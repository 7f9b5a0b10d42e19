#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-mc37.sh: multiple-choice answers in the 21 listed
# languages (tests/verify/hostile_mc37.py): a letter with its own
# option's value beside it, an option's text without its letter and
# the reverse, a multi-select set joined by each language's "and",
# glued or slashed, or written as the options it leaves out, Roman
# numeral options; a letter with another option's value, another
# option's text, a set joined by "or" or with a letter more or less
# are never rewarded.  Lost right ones (a value not read) are counted
# apart: main (a574b08c) lost 229 of 564 and rewarded 10 twins.  The
# multi-select problems lay their options out inline too ("A) 14 B) 9
# C) 27"): main (ece8e59b) lost 73 of those.
set -u
. "$TOP/tests/lib.sh"

hostile mc37 "multiple-choice answers rewarded, twins not" 2200 560 right
step -o hostile-mc37.out "at most 1 right one lost (\"Antwort: A. Rs. 4,954\": a decimal comma's language)" \
    test "$(hostile_count mc37 lost)" -le 1
exit 0
