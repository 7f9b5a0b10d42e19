#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-red8.sh: the wrong rewards an eighth red team found by hand
# (tests/verify/hostile_red8.py, issue 26): an answer whose own sentence
# says whose value it is ("according to Bob", "per the hint"), a later
# value in its sentence that contradicts it, a chat turn after it,
# degrees against radians, a percentage against a plain reference, an
# emoji glued to the value.  None is rewarded but the known holes the
# generator lists (main: 78 of the first 412 variants; at most 20
# today, all attributions in forms the sentence's reading lets through:
# in words the response used before its answer, 4, and in a clause
# about the noun or after a function word with no problem text, 16);
# every control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-red8

hostile red8 "no variant rewarded, every control is" 560 136 "controls" 20
exit 0
