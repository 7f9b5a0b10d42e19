#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-speed87.sh: a last statement of a speed with its unit
# in the answer's language, slashed or said ("60 km/jam", "60 km/giờ",
# "60 กม./ชม.", "60 كم/ساعة", "60 Kilometer pro Stunde"), in ten
# languages, is rewarded; another unit where Indonesian's "dalam km/jam"
# asks one or where the problem's km and hours make the speed's unit
# ("60 m/s" to "What is its average speed?"), a bound and a negation
# are not (22 lost and 14 wrong on session 56's binary)
# (tests/verify/hostile_speed87.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-speed87

hostile speed87 "a speed's unit in ten languages" 120 38 "right"
step "no right form lost" test "$(hostile_count speed87 lost)" -eq 0
exit 0
