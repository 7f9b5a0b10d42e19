#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-units34.sh: units, scale words and number forms
# whose right answers were lost (issue 26, review 33's lost units,
# scales and numbers; tests/verify/hostile_units34.py): each right form
# beside its wrong twins (another value in the same unit, the right
# number in another unit, kelvin against thousand, the long scale
# against the short one, a grouping read the other way), and no twin
# rewarded.  On main (62525afa), 408 variants: 2 wrong ("The force is
# 4 kg m/s." read as 4 kg), 119 right forms lost; now 0 wrong, 62 lost
# (capped: "1.2k" alone, "2 dozen", "kg·m/s²", "\mathrm{m\,s^{-1}}", "$4.5
# thousand", "2 bn" as a phrase, German and Russian verbs, "de dólares"
# after a scale, native numerals, "0.999…", German "1.250", "R$").
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-units34

hostile units34 "no wrong twin rewarded" 400 135 right
step -o hostile-units34.out "at most 62 right forms lost" \
    test "$(hostile_count units34 lost)" -le 62
exit 0
