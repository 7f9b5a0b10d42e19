#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall21.sh: right answers refused on main, read as
# committed statements (issue 26, recall; tests/verify/hostile_recall21.py):
# a sign-off of "my" answer ("\boxed{42}. I hope my answer is
# correct.": refused on main, 336 of 336) and "Q.E.D." or its kin
# ("q.e.d", "w.z.b.w.", "ч.т.д.") after the answer (refused on main,
# 528 of 528, read as three words or as the value "Q.E.D"); a mode
# given with the reason that defines it ("10, as it is the most
# frequently occurring number": refused on main, 168 of 168, "most" a
# bound); a response cut at its start whose first line closes a bold it
# never opened ("ation**: ... So the total is 42.", lighteval's Hindi
# case: refused on main, 100 of 100); a last statement ending on a
# phrase of the problem's that holds a number ("366 downloads over the
# three months", "sells 504 cakes during the 6 weeks of summer": refused
# on main, 24 of 32); a last statement opened by the problem's own
# condition, word for word ("If her score for every game is 21 points,
# then she has scored ... = 3360 points ...": refused on main, 10 of 10);
# after the answer, a sentence restating it beside a count of the
# problem's own ("\boxed{400}. The 600 seniors at East HS drink an
# average of 400 cartons ...": refused on main, 18 of 18); a doubt noun
# the problem gives its owner, said of that owner ("Thus, Tim's guess
# was off by \boxed{36}." of "How far off was his guess?": refused on
# main, 54 of 54) rewarded.
# Their twins that doubt, ask, deny, name another value ("10, as it is
# the number, or 11": rewarded on main) or leave a bold open ("ation**:
# ... the total is **42": rewarded on main) never.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-recall21

hostile recall21 "no twin rewarded, every right variant is" 4330 1246 right
exit 0
