#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-mc.sh: multiple-choice variants built from random option
# tables (tests/verify/hostile_mc.py, issue 26): a label with the option's
# text, a boxed value with its letter, a lower-case label with its value,
# letter sets in eleven languages are rewarded; the letter and the value
# naming different options, two options, "or maybe", "not", a take-back, a
# set with a letter more or less are not.
set -u
. "$TOP/tests/lib.sh"

hostile mc "right variants rewarded, no wrong or hedged one" \
    3000 1000 "right ones"
exit 0
