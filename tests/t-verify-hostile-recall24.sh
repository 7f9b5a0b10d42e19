#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall24.sh: right answers refused on main, read as
# committed statements (issue 26, recall; tests/verify/hostile_recall24.py):
# a step's heading in German, French, Spanish, Russian, Chinese or
# Japanese above the answer ("## Schritt 3: Berechnung der Summe":
# refused on main, 180 of 180) and a section's heading in them ("##
# Solución", "## Решение": refused on main, 192 of 516); the plainest
# statement of a total in Vietnamese ("Tổng là 42.", compared whole on
# main: 18 of 24), Polish ("Suma wynosi 42.": 18 of 18), Korean ("합계는
# 42입니다.": 18 of 18) and Chinese ("总和是42。": 6 of 12); "The
# expected value is 42." with no problem (18 of 24); a value the verb
# (not "has" or "is") gives before a noun and a rate of time ("He needs
# 400 apples per day.": 126 of 126) rewarded.  On main's binary: 576 of
# 972 right variants refused, the test fails.
# Their twins that name a draft, an attempt, a guess or a wrong approach
# ("## Paso 3: Borrador", "## Intento de solución", "## 步骤3：错误的计算"),
# deny, hedge, ask, set a condition or name another value ("Tổng không
# phải là 42.", "Suma prawdopodobnie wynosi 42.", "The expected result is
# 42.", "He needs about 42 apples per day.") never, nor any right
# variant against another value.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-recall24

hostile recall24 "no twin rewarded, every right variant is" 3033 972 right
exit 0
