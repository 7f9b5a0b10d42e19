#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-recall21.sh: right answers refused on main, read as
# committed statements (issue 26, recall; tests/verify/hostile_recall21.py):
# a sign-off of "my" answer ("\boxed{42}. I hope my answer is
# correct.": refused on main, 336 of 336) and "Q.E.D." or its kin
# ("q.e.d", "w.z.b.w.", "ч.т.д.") after the answer (refused on main,
# 528 of 528, read as three words or as the value "Q.E.D") rewarded;
# their twins that doubt, ask, deny or name another value never.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-recall21

hostile recall21 "no twin rewarded, every right variant is" 2424 864 right
exit 0
