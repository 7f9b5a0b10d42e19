#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-age85.sh: a last statement of a person's age in
# twenty-one languages ("Tom ist 12 Jahre alt.", "所以汤姆今年12岁。",
# "톰의 나이는 12세입니다.", "Kwa hivyo, Tom ana umri wa miaka 12.",
# "Dolayısıyla Tom 12 yaşında.") is rewarded; another unit, a bound, a
# negation, a doubt and another value are not (10 right forms lost on
# session 56's binary) (tests/verify/hostile_age85.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-age85

hostile age85 "a person's age, twenty-one languages" 250 90 "right"
step "no right form lost" test "$(hostile_count age85 lost)" -eq 0
exit 0
