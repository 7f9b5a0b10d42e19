#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-clause45.sh: another value committed in the clause
# right before the answer (tests/verify/hostile_clause45.py, issue 26):
# behind several openers ("So the count is 48, giving \boxed{126}"),
# or the question restated with it in the answer's own sentence ("The
# library has 48 books, so the answer is 126.", "La bibliothèque a 48
# livres, donc la réponse est 126."), and clauses of words that negate
# or doubt before a European connective.  None is rewarded (258 were at
# the thirty-second session's start); the right twins, the work before
# "donc", "quindi", "así que", "portanto" among them, all are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-clause45

hostile clause45 "no other value's answer rewarded, every right twin is" \
    900 300 "right ones"
step -o hostile-clause45.out "no right one lost" \
    test "$(hostile_count clause45 lost)" -eq 0
exit 0
