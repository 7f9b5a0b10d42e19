#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-cert35.sh: a committed answer after an opener that
# states its certainty ("Beyond any doubt,", "Zweifellos:", "毫無疑問，"),
# that it holds whatever way it is worked out ("Irrespective of the
# counting order,"), or that names a value rejected before it ("Not 48,
# but", "nicht 48, sondern", "不是48，而是") is rewarded in English and
# the 21 listed languages (tests/verify/hostile_cert35.py); the same
# openers with a hedge or a condition after them, the solver's doubt in
# their place, the rejection swapped or of the answer itself, a slot
# that holds a value, and the openers' near misses ("No, 42 is wrong.",
# "Sans doute", "Whether it is 42 or 48 depends on the pens.") are not.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-cert35

hostile cert35 "no trap nor wrong twin rewarded" 500 110 "right"
step -o hostile-cert35.out "no right form lost" \
    test "$(hostile_count cert35 lost)" -le 0
step -o hostile-cert35.out "every listed language counted" \
    test "$(hostile_groups cert35)" -ge 21
exit 0
