#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lost31.sh: right answers review 30 of issue 26 found
# lost (tests/verify/hostile_lost31.py): statements with the language's
# own subject or verb, in new wordings, in the 22 language groups: a
# number word that restates the problem's given before the value ("En
# cinco horas", "公共汽车五小时", "Beş saatte", "في خمس ساعات"), the
# quantity asked named before it ("Vậy quãng đường là 350 km.", "따라서
# 거리는 350km입니다."), and a language's own words around it (Korean's
# 를, German's "legt ... zurück", Arabic's "إجمالًا" and its article,
# a Cyrillic capital on the problem's word, a unit's abbreviation with
# its verb after it: "350 కి.మీ. ప్రయాణిస్తుంది").  No twin is rewarded
# (another value, a doubt before the value, the statement negated, a
# number the problem does not give), and no right form against another
# reference; every right form is rewarded but 2 (known: the Bengali and
# Telugu "five hours" forms, since main reads those statements word by
# word: "ঘণ্টায়" is no stem of the problem's "ঘণ্টা" to lent()).  Known
# holes, on main (9d47979a): a number word the problem does not give
# before a Bengali or Telugu statement's value, 2; now 0.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lost31

hostile lost31 "no twin rewarded" 270 57 right 2
step -o hostile-lost31.out "at most 2 right answers lost" \
    test "$(sed -n 's/^hostile_lost31: .*, \([0-9]*\) lost, .*/\1/p' \
    hostile-lost31.out)" -le 2
exit 0
