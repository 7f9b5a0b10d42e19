#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-units28.sh: right answers issue 26's review 28 found
# lost, units (tests/verify/hostile_units28.py): a unit in Latin
# letters with the Korean copula glued to it ("따라서 최종 답은 36
# cm입니다.", the polite "36 cm이에요", "36 cm예요"), against its
# unit and the same size in another ("360 mm"); wrong: another unit
# or value; twins: a hedge, a bound, a guess, a question or a negation
# glued after the unit ("36 cm쯤입니다", "36 cm이상입니다", "36 cm일
# 것입니다", "36 cm일 거예요", "36 cm이 아닙니다"), a word that merely
# starts with the unit ("36 cmx입니다"): none rewarded.
# On main (4ab549aa), 1,120 variants: 0 wrong, 160 of 160 right lost.
set -u
. "$TOP/tests/lib.sh"

hostile units28 "no wrong or disowned twin rewarded" 1120 160 right
step -o hostile-units28.out "no right answer lost" \
    test "$(hostile_count units28 lost)" -eq 0
exit 0
