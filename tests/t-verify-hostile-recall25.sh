#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall25.sh: issue 26's lost signal and one doubtful
# reward, round 25 (tests/verify/hostile_recall25.py).  modal: "would
# be" or "should be" before the value with no problem that lends the
# mood ("The expected value would be 42.", "The total should be 42.")
# and its likes in de/es ("Die Summe wäre 42.", "La suma sería 42."):
# main rewarded 474 of 2,415 twins, none may be; "is", and the mood the
# problem lends ("How many apples would 7 boxes hold?"), kept.  sep: a
# value then U+2028 or U+2029 then a closing remark ("The answer is
# 42\u2028Thanks", read "42 \text{ Thanks}" on main): main refused 36 of
# 150.  noun: a box then an English plural not made with s ("\boxed{42}
# people."): main refused 132 of 336, and rewarded 3 twins ("\boxed{42}
# feet at most.").  polish: "Suma jest równa 42.", "Wynik jest równy
# 42.", "Odpowiedź jest równa 42.", "Suma równa się 42.": main refused
# 21 of 27; the negated twins ("Suma nie jest równa
# 42.") never; a modal in another clause than the value's ("given that
# x should be a real number, the solution is \boxed{58/3}") read.  On
# main's binary: 666 failures, the test fails.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-recall25

hostile recall25 "no twin rewarded, every right variant is" 5118 966 right
exit 0
