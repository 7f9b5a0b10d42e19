#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall47.sh: last statements with a verb of having
# or holding in French, German, Spanish, Italian, Portuguese and
# Russian ("La bibliothèque contient 126 livres.", "Die Bibliothek
# besitzt 126 Bücher.", "В библиотеке имеется 126 книг.") and Korean
# values with their counter ("총 126권이다.")
# (tests/verify/hostile_recall47.py, issue 26): every right one is
# rewarded; against another reference, or with a word of approximation
# or bound ("environ", "около", "이상"), none is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-recall47

hostile recall47 "every right statement rewarded, no bound or wrong one" \
    390 168 "right ones"
exit 0
