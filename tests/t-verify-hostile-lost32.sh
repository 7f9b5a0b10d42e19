#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lost32.sh: right answers review 31 of issue 26 found
# lost, each beside its wrong twins (tests/verify/hostile_lost32.py): a
# check mark after a unit symbol ("12 m/s ✔️"), a confirmation alone in
# an aside ("(verified)"), a Russian noun of the problem in the case the
# value governs ("24 коровы" under "Сколько коров"), the distance covered
# named by a participle in de, ru, pl, uk ("zurückgelegte Strecke"), a
# Chinese value and its classifier in bold ("**答案：24头**"), the work
# on the answer's line ("15 + 9 = 24 <answer> \boxed{24} </answer>"),
# "Đáp số:", "لذلك فإن", SVAMP's explanation after "Answer: 8 apples"
# that computes 8 again.  No twin (a doubt, a negation, a question,
# another value in the work, "(not verified)", ❌, 🚀) and no other
# value is rewarded.  On main (b9756b36), 478 variants: 0 wrong
# rewarded, 90 right lost.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lost32

hostile lost32 "no twin rewarded, every right one is" 470 110 right
step -o hostile-lost32.out "a right variant lost" \
    test "$(hostile_count lost32 lost)" -eq 0
step -o hostile-lost32.out "fewer than 9 languages" \
    test "$(hostile_groups lost32)" -ge 9
exit 0
