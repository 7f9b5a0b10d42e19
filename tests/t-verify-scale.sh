#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-scale.sh: a scale word after the value (issue 26,
# tests/verify/hostile_scale.py): "The answer is 42 gross.",
# "\boxed{42 \text{ score}}" against 42 (main rewarded 164 of 320:
# the word read as the value's noun and dropped against a bare
# reference).  None is rewarded; every twin with a counted noun, with
# the scale word the reference names or the problem counts in is.  A
# rate in words equal to another ("42 km per hour", "42 miles per
# hour") is the known hole left, capped.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-scale

hostile scale "no variant rewarded, every control is" 650 300 "controls" 16
exit 0
