#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-clause45.sh: another value committed in the clause
# right before the answer (tests/verify/hostile_clause45.py, issue 26):
# behind several openers ("So the count is 48, giving \boxed{126}"),
# or a total said to be it in another language ("Also ist das Ergebnis
# 48, also \boxed{126}", "Le résultat est 48, donc \boxed{126}"),
# or the question restated with it in the answer's own sentence ("The
# library has 48 books, so the answer is 126.", "La bibliothèque a 48
# livres, donc la réponse est 126."), and clauses of words that negate
# or doubt before a European connective.  None is rewarded (285 were at
# the thirty-second session's start); the right twins, the work before
# "donc", "quindi", "así que", "portanto" among them, all are but two
# (the value in bold after a European connective).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-clause45

hostile clause45 "no other value's answer rewarded, every right twin is" \
    900 300 "right ones"
step -o hostile-clause45.out "at most 2 right ones lost (the value in bold after a European connective: \"Le résultat est 30, donc **30**\")" \
    test "$(hostile_count clause45 lost)" -le 2
exit 0
