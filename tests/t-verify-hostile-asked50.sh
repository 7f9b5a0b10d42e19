#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-asked50.sh: a unit asked in Thai, Swahili, Bengali and
# Telugu (tests/verify/hostile_asked50.py, issue 26): the number in
# another unit of the same kind is never rewarded against a bare
# reference; Thai's unit glued after กี่ to the words after it
# ("ใช้เวลากี่ชั่วโมงในการทำงานนี้") is the unit asked (120 rewarded
# before); the number in the asked unit, or alone, is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-asked50

hostile asked50 "no other unit rewarded, every control is" 400 150 \
    "controls"
step "4 languages counted" test "$(hostile_groups asked50 \
    '[a-z][a-z]-other')" -ge 4
exit 0
