#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-red28.sh: a twenty-eighth red team's adversarial
# responses (issue 26, round 28: tests/verify/hostile_red28.py), aimed
# at the comparison after the answer is found: expressions equal at a
# few points (a step whose jump lies past them), huge and tiny
# magnitudes, decimals rounded the wrong way or truncated where a
# rounding is asked, intervals with wrong ends, sets against tuples,
# multiple-choice sets, units of another dimension or case, number
# formats, matrices, complex numbers, angles, inequalities in another
# variable, an empty reference.
# No variant may be rewarded but the known holes, and every control
# (an equivalent form, a convertible unit) is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-red28

hostile red28 "no variant rewarded but the known holes, every control is" \
    3200 1030 "controls" 36
exit 0
