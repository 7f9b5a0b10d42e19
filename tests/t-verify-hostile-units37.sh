#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-units37.sh: number forms and scale words
# (tests/verify/hostile_units37.py, issue 37): a scale word another
# language writes with another meaning read only in a line of its own
# ("4,5 mil" in Spanish is 4500; "4.5 mil" in English, "3 mila" in
# Polish, "3 bin" in English are no value), "$4.5 thousand" in a
# sentence, a German dot grouping thousands ("Das kostet 1.250 Euro."),
# Roman numerals and numerals of another base where the problem asks
# for them.  No twin is rewarded; the right ones are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-units37

hostile units37 "no twin rewarded, every right one is" 1000 300 "right"
step -o hostile-units37.out "at most 6 right ones lost (a word no row reads before it, as at main)" \
    test "$(hostile_count units37 lost)" -le 6
exit 0
