#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall16m.sh: right answers papo-verify refused
# (issue 26, recall), each now read by its row, every one rewarded, and
# their twins (hedged, negated, bounded, another value, an alternative)
# never (tests/verify/hostile_recall16m.py): Swahili's "ni jumla ya"
# before a box; a noun in "\text{}" after a box ("\boxed{42}
# \text{ apples}"); "30度" against a reference in degrees, and a
# bound after a Chinese unit or noun ("30个左右") refused;
# "[[1,2],[3,4]]" against a pmatrix or bmatrix; "1 234,5" in a
# French, German or Russian response against 1234.5; a later
# Portuguese label naming another letter ("A resposta é B. Resposta
# final: A", rewarded on main) refused; "x₁ = 2, x₂ = 3" against
# "x = 2 \text{ or } x = 3".
set -u
. "$TOP/tests/lib.sh"

hostile recall16m "no twin rewarded, every right variant is" 8716 1524 right
exit 0
