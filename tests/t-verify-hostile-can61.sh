#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-can61.sh: what one can earn, as conclusions in five
# European languages state it ("Janet kann täglich 18 $ verdienen.",
# "Elle peut gagner 18 $ par jour.", "Ela pode ganhar 18 dólares por
# dia."), is read; a hedge, a bound, a negation, a conditional or a wish
# stays refused (21 right answers lost on session 48's binary)
# (tests/verify/hostile_can61.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-can61

hostile can61 "what one can earn in five languages, read" 80 21 "right"
step "no right form lost" test "$(hostile_count can61 lost)" -eq 0
exit 0
