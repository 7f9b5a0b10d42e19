#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-speed61.sh: a speed, as conclusions in eight languages
# state it ("La vitesse moyenne est de 50 km/h.", "Средняя скорость
# равна 50 км/ч.", "所以平均速度为50千米/小时。", "平均速度是每小时50千米。"),
# is read; with a hedge, a bound, a negation or another rate it stays
# refused (48 right answers lost on session 48's binary)
# (tests/verify/hostile_speed61.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-speed61

hostile speed61 "a speed in eight languages, read" 195 63 "right"
step "no right form lost" test "$(hostile_count speed61 lost)" -eq 0
exit 0
