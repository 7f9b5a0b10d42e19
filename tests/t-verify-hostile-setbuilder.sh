#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-setbuilder.sh: a set in set-builder notation whose
# condition is an inequality in its variable ("\{x \mid x > 2\}", "\{t
# : 1 < t \le 3\}", "\{x | x \ge -1\}", "\{x \in \mathbb{R} : x > 2\}")
# is that interval, against the interval and the inequality on either
# side (refused on main); a bound flipped or moved, a condition on
# another variable than the set's ("\{y : n > 2\}", rewarded on main
# after the colon) and a set over \mathbb{Z} or \mathbb{N} never
# rewarded (tests/verify/hostile_setbuilder.py).
set -u
. "$TOP/tests/lib.sh"

hostile setbuilder "no twin rewarded, every right form is" 910 360 right
exit 0
