#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-scale.sh: words after the value that are no noun of it, and
# a rate in words (issue 26, tests/verify/hostile_scale.py): "The
# answer is 42 gross.", "\boxed{42 \text{ score}}" against 42 (main
# rewarded 164 of 320: the scale word read as the value's noun and
# dropped against a bare reference), "The answer is 42 backwards." (main
# rewarded all 756: an adverb in -s read as a plural noun),
# "\boxed{42 miles per hour}" against "42 km per hour" (main rewarded 8
# of 48: neither side's words read as a unit), "Răspunsul este **42**
# poate." (main rewarded 144 of 224: any ASCII word after a bold value
# read as its noun).  None is rewarded; every
# twin is: a counted noun ("42 awards", "42 highways"), the scale word
# the reference names or the problem counts in, the same rate in
# another form ("42 km/h", of which main rewarded none).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-scale

hostile scale "no variant rewarded, every control is" 2100 760 "controls" 0
exit 0
