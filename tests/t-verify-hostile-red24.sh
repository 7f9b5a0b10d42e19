#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-red24.sh: a twenty-fourth red team's adversarial
# responses (issue 26, round 24: tests/verify/hostile_red24.py) aimed
# at the forms recognised widest and the holes reported after round
# 23: a bound of a dense script after a box's Latin unit ("\boxed{42}
# dollars以上"), a plus sign after the unit, a remark after a last
# statement whose other words disown the work ("This flawed approach
# ensures accuracy."), an approximation sign on the answer's line
# ("x ~= 42"), someone else's words above an answer's label ("My friend
# wrote:\nAnswer: 42"), Portuguese "mi" (milhões), a last statement
# naming a quantity the problem does not ask.  No variant may be
# rewarded (a label's line of over five words, "Here is what another
# model said:\nAnswer: 42", closed: 30 known on main a9f9d96d, 120
# with the longer lines added, 0 now; the cap is 0); every control is,
# the right twins among them (a rounding asked, the millions "mi" says,
# a quantity asked in its question's words, a long line of the
# response's own work above its label).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-red24

hostile red24 "no variant rewarded but the known holes, every control is" \
    4400 1240 "controls" 0
exit 0
