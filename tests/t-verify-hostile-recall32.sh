#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall32.sh: issue 26's lost signal, round 32
# (tests/verify/hostile_recall32.py): a currency's sign or code before
# the amount in a last statement with no full stop of its own ("She
# pays Rs 42.", "The total is INR 42."), a unit of several words or
# characters after a box whose first word alone is another reading
# ("\boxed{42} 人民币": 人 a measure word; "\boxed{42} фунтов
# стерлингов", "\boxed{42} libras esterlinas"), a Japanese compound
# duration ending its statement on a verb or copula ("旅行は2時間15分か
# かります。"), a remark on the work after a last statement whose noun
# phrase a hyphen joins ("This step-by-step approach ensures clarity
# ..."), a table ending a solution on its total whose header names
# the noun the problem counts ("| Step | Apples |" of "How many
# apples"), and a Japanese statement ending on a conclusion's ending
# after the value ("合計で42個になります。", "...ということです。"),
# each with twins (two amounts, a negation, a hedge, an approximation,
# a bound, a question, a guess, "not-quite-right", a header of another
# noun or "| Rejected apples |", にはなりません, でしょう) and
# references in another currency or unit.  On main (7296f279), 2,682
# variants: 488 of 758 right refused (code 36, unit 144, dur 56,
# remark 54, table 180, ja 18) and 3 wrong ("\boxed{42} livres
# sterling or more": the unit's second word read as a noun, the bound
# after it not read); now 0 wrong, 0 lost.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-recall32

hostile recall32 "no twin or other reference rewarded" 2680 750 right
step -o hostile-recall32.out "no right answer lost" \
    test "$(hostile_count recall32 lost)" -le 0
exit 0
