#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-labels29.sh: an equation whose left side is not what
# the problem asks (issue 26, review 29 finding 3;
# tests/verify/hostile_labels29.py): "BC = 12" where the problem gives
# BC = 5, "AC = 12" or "y = 3" where it asks AB or x, "AB^2 = 12",
# "2AB = 12", "\sqrt{AB} = 12", "-x = 3", "AB \cdot AB = 12" with or
# without a problem; none rewarded against 12 or 3.  Controls: the
# asked name, "\overline{AB}", the asked expression the problem writes
# ("the value of $x + y$"), a computation ("So 7 + 5 = 12"), a problem
# in German (no asked name read, a given one still is).
# On main (07492898), 1,253 variants: 1,115 of 1,115 wrong rewarded.
set -u
. "$TOP/tests/lib.sh"

hostile labels29 "no other quantity's equation rewarded, every control is" \
    1200 130 controls
exit 0
