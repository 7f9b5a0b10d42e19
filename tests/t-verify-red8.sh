#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red8.sh: the wrong rewards an eighth red team found by hand
# (tests/verify/hostile_red8.py, issue 26): an answer whose own sentence
# says whose value it is ("according to Bob", "per the hint"), a later
# value in its sentence that contradicts it, a chat turn after it,
# degrees against radians, a percentage against a plain reference, an
# emoji glued to the value.  None is rewarded but the known holes the
# generator lists (main: 78 of the first 412 variants; 20 after round
# 16, attributions in a clause about the noun; none since that clause
# is read with no newcomer in it); every control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red8

hostile red8 "no variant rewarded, every control is" 560 136 "controls" 0
exit 0
