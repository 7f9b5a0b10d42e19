#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-negdesc.sh: a last statement whose description negates
# its verb before the value (tests/verify/hostile_negdesc.py, issue 26,
# round 14): "So the trip does not take 2 hours.", "Thus each box cannot
# hold 12 liters.", "Hence the bus has not had 45 points." were rewarded
# (the description's free reading let "not" through, as in "the orders
# such that the scoop is not on the bottom is 18"); none is now.  The
# controls, the same statements with the verb affirmed, are rewarded.
set -u
. "$TOP/tests/lib.sh"

hostile negdesc "no negated statement rewarded, every control is" 1200
exit 0
