#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-motion88.sh: a concluding statement of a speed by a
# verb of motion in eight languages ("Donc la voiture roule à 60 km/h.",
# "Итак, машина едет со скоростью 60 км/ч.", "Jadi mobil itu melaju
# dengan kecepatan 60 km/jam.") is rewarded; a bound, a negation, a
# conditional, a doubt and another unit are not (24 right forms lost on
# session 56's binary) (tests/verify/hostile_motion88.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-motion88

hostile motion88 "a verb of motion's speed, eight languages" 95 24 "right"
step "no right form lost" test "$(hostile_count motion88 lost)" -eq 0
exit 0
