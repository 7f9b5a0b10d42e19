#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lead32.sh: the sentence right before a bare box, a
# heading then a box, a thematic break then a box, or a box alone after
# a reasoning block that ends on it (</think>), that states the
# box's value and does not commit to it, in English and the 22 listed
# languages (tests/verify/hostile_lead32.py, issue 26, review 31
# finding 1): a condition of the solver's own after the value, a
# second value beside it after a slash, in English hedges after it.
# None is rewarded; each right twin (the statement committed, a given
# restated, a computation, a condition restating a given with its
# number) is.  Known holes, counted apart and capped: another value
# stated before the box, a hedge no row holds.  Main (b9756b36)
# rewarded all 190 wrong variants beyond those holes (and all 91
# holes), and refused none of the 269 right twins.
set -u
. "$TOP/tests/lib.sh"

hostile lead32 "no hedged lead rewarded, every right twin is" 550 269 \
    "right" 91
exit 0
