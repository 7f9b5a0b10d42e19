#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lost28.sh: right answers issue 26's review 27 found
# lost (tests/verify/hostile_lost28.py): a measured quantity stated
# with its measure verb in es/fr/it/pt ("La ficelle mesure donc 36
# cm."), Turkish unit words ("Cevap: 3 saat."), Kimi's reasoning marks
# (◁think▷...◁/think▷), each against another value or unit and with
# twins hedged, bounded ("mide aprox. 36 cm"), negated, doubted, a
# guess as the subject ("la estimación mide") or left inside an
# unclosed reasoning: none of those rewarded.  On main (a9f9d96d),
# 1,847 variants: 66 wrong ("Cevap: 13 gün." as 13 weeks; the answer
# inside an unclosed ◁think▷; "mide aprox. 36 cm", "mesure env."),
# 310 of 349 right lost.  Still lost (256): the measure kind.
set -u
. "$TOP/tests/lib.sh"

hostile lost28 "no wrong or disowned twin rewarded" 1847 349 right
step -o hostile-lost28.out "at most 256 right answers lost" \
    test "$(hostile_count lost28 lost)" -le 256
exit 0
