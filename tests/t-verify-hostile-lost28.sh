#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lost28.sh: right answers issue 26's review 27 found
# lost (tests/verify/hostile_lost28.py): Turkish unit words ("Cevap: 3
# saat."), Kimi's reasoning marks (◁think▷...◁/think▷), each against
# another value or unit and with twins doubted, negated or left inside
# an unclosed reasoning: none of those rewarded.  On main (a9f9d96d),
# 423 variants: 18 wrong ("Cevap: 13 gün." as 13 weeks: the word read
# as a measure word and dropped; the answer inside an unclosed
# ◁think▷), 54 of 93 right lost.
set -u
. "$TOP/tests/lib.sh"

hostile lost28 "no wrong or disowned twin rewarded" 423 93 right
step -o hostile-lost28.out "no right answer lost" \
    test "$(hostile_count lost28 lost)" -le 0
exit 0
