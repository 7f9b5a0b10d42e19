#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-chain.sh: a last statement whose value ends a
# computation after its words (tests/verify/hostile_chain.py, issue 26,
# round 14): the controls ("So each person gets $360 / 3 = $120.") are
# rewarded (main refused 33 of 60); no variant is, with an approximation
# or a bound before the computation ("The answer is about 5 * 2 = 10.",
# "Thus John spent over 14 + 3 = 17.", both rewarded on main), a modal,
# doubt or negation inside the statement, a hedge or alternative after
# it, a later '=', or a result that is not the reference.
set -u
. "$TOP/tests/lib.sh"

hostile chain "no hedged computation rewarded, every control is" 360
exit 0
