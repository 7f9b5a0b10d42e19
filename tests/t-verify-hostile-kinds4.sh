#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-kinds4.sh: seeded variants of h11-kinds' forms
# (tests/verify/hostile_kinds4.py, issue 26): words after a value that
# count nothing ("42 lol"), JSON keys papo does not recognise ("draft":
# true), crosses and warnings after a value, a check mark then a doubt,
# another script's option label for another letter: none rewarded; a
# plural noun, recognised JSON keys, a check mark alone, the reference's
# own label (ข, イ, 나, খ) with or without a polite ending: all rewarded.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-kinds4

hostile kinds4 "no variant rewarded, every near miss is" 200 40 "near misses"
exit 0
