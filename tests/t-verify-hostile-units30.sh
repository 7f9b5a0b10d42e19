#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-units30.sh: a unit of another dimension or size than
# the problem asks (tests/verify/hostile_units30.py, issue 26, review
# 30): in each of the 22 listed languages a distance asked in
# kilometres ("in Kilometern", "в километрах", "何km", "kaç kilometre")
# and answered in km/h, metres, centimetres or miles is never rewarded,
# the bare value and kilometres are; in English a distance for a speed,
# a percentage given and dollars asked, and a rate asked per a span
# ("each day", "5 times a week") answered by that rate.  On main
# (c6119c5a), 560 variants: 204 wrong rewarded, 3 right lost.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-units30

hostile units30 "no other unit rewarded, every right one is" 550 140 right
step -o hostile-units30.out "a right variant lost" \
    test "$(hostile_count units30 lost)" -eq 0
step -o hostile-units30.out "fewer than 22 languages" \
    test "$(hostile_groups units30)" -ge 22
exit 0
