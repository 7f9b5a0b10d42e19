#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-unitmath.sh: a unit written after the math of a final
# statement with no answer phrase ("It takes $240$ minutes.") against
# references with units (tests/verify/hostile_unitmath.py): the same
# quantity, in the reference's unit or converted, is rewarded; the same
# number in another unit (4 minutes for 4 hours, 4 km for 4 hours),
# another number, a hedge or a second value are not.
set -u
. "$TOP/tests/lib.sh"

hostile unitmath "right ones rewarded, no wrong unit or hedged one" \
    800 250 "right ones"
exit 0
