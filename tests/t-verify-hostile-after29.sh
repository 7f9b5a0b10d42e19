#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-after29.sh: a word after the value that is no noun
# or unit of it (issue 26, h36-known29's finds and review 29 finding 5;
# tests/verify/hostile_after29.py): a verb of failing after the value
# ("So $x = 42$ fails.", "The answer is 42 misses.", "\boxed{42}
# exceeds it.") in English, German, French, Spanish, Portuguese,
# Italian and Russian, a description whose relative fails ("The value
# that does not work is 42."), "\boxed{42} fails to fit.", a share
# after the value where a total is asked ("The total is
# $\boxed{18.90}$ each."), another currency than the problem's (a
# question of what several things cost, "How much do 3 pens at \$6.30
# cost?": "They cost \$18.90 each.", "They cost €18.90."); none
# rewarded but the known holes (capped, 4: "\boxed{42} misses." with no
# problem, "misses" a noun too; the total asked with no word of totals
# and the other currency, 6 of 10 known before h37-part30, 36 with its
# new twins, are closed).
# Controls: the value alone, "\boxed{42} books." with no problem, "So $x = 42$
# satisfies the equation.", "The value that works is 42.", the total in
# the problem's currency.  On main (7b080085), 1,190 variants: 130
# wrong rewarded.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-after29

hostile after29 "no failing value rewarded but the known holes, every \
control is" 1200 80 controls 4
exit 0
