#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-label76.sh: the last line a label of the answer, the
# result, the solution or the total gives in eighteen languages
# ("Matokeo: 168", "Rozwiązanie: 168", "Итоговый ответ: 168", "Lời
# giải: 168", "Solución: \boxed{168}", "**答**: 168"), a Ukrainian
# statement in letters Russian shares ("Отже, разом 168 книжок.") and a
# label's aside that names the unit ("Answer (dollars): 18") are
# rewarded; their hedges, negations and signs of approximation are not,
# nor an aside that names another unit ("Answer (in hours): 18" to a
# question in dollars) or a negation's word with a space alone before
# the value ("รวม: ไม่ใช่ 168", not 168, was read as a correction) (216
# right forms lost and 12 wrong rewards on session 55's binary)
# (tests/verify/hostile_label76.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-label76

hostile label76 "a label of the answer, a Ukrainian statement, a unit's aside" 1400 500 "right"
step "no right form lost" test "$(hostile_count label76 lost)" -eq 0
exit 0
