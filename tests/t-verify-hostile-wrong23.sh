#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-wrong23.sh: the wrong rewards found in round 23
# (issue 26: tests/verify/hostile_wrong23.py): two quantities asked each
# in its place (two blanks, "respectively", 分别, "0; 3" as the reference)
# answered in the other order ("3 ; 0"); a count of a noun that is no
# unit answered in a unit or another noun ("How many weekdays?"
# "\boxed{3} weeks", "How many paise?" "42 rupees"); a heading whose
# word is one letter repeated ("Step 4: Qqq", "## Www"). None is
# rewarded; every twin is (the same order, a set asked in any order, the
# noun asked or its head, a heading of words, "xxxx" padding).  No hole
# is left: a count asked in French or Russian ("Combien de centimes ?",
# "Сколько копеек?"), 12 at main, is an amount in a currency's subunit,
# a unit of its currency (lib/verify/units.c).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-wrong23

hostile wrong23 "no variant rewarded, every control is" 1200 660 "controls" 0
exit 0
