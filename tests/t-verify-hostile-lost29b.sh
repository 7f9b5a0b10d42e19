#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lost29b.sh: right answers review 29 of issue 26
# found lost (tests/verify/hostile_lost29b.py): Portuguese "no total"
# after the value's noun (em + o, no negator), a rate unit with a slash
# after a last statement ("60 km/h", "16.7 m/s"), the clause after "so"
# that gives the asked quantity ("The width is 6, so the area is 60."),
# and the kinds still lost (expressions, other forms, others' mistakes,
# tool transcripts).  No wrong reference and no twin (negated, doubted,
# another value, another unit, the value given to another quantity:
# "The area is 6, so the width is 60.") is rewarded.
set -u
. "$TOP/tests/lib.sh"

hostile lost29b "no twin rewarded" 858 171 "right"
exit 0
