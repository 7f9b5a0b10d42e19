#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-asked50.sh: a unit asked in Thai, Swahili, Bengali,
# Telugu and Russian (tests/verify/hostile_asked50.py, issue 26): the
# number in another unit of the same kind is never rewarded against a
# bare reference; Thai's unit glued after กี่ to the words after it
# ("ใช้เวลากี่ชั่วโมงในการทำงานนี้") and Russian's "в часах", "в
# рублях" are the units asked, and so is a unit named in a note or an
# instruction of the question ("（单位：小时）", "以小时为单位", "시간
# 단위로", "(ঘণ্টায়)", "(గంటల్లో)", "Gib die Antwort in Stunden an.")
# and a currency asked in Bengali, Telugu or Swahili (taka, rupees,
# shillings): 288 other units rewarded before.  Russian's "в день" (per
# day) asks none; the number in the asked unit, or alone, is rewarded.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-asked50

hostile asked50 "no other unit rewarded, every control is" 740 300 \
    "controls"
step "5 languages counted" test "$(hostile_groups asked50 \
    '[a-z][a-z]-other')" -ge 5
exit 0
