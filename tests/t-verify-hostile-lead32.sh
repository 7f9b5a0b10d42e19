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
# holes), and refused none of the 269 right twins.  h40-lead33 reads
# the sentence that restates the question with another value
# (hostile_other33.py): 91 -> 32 holes, those left another value at the
# end of a reasoning block (the box after it is the answer given), the
# Indonesian verb's other prefix, Thai's question with no mark, and the
# hedge.
set -u
. "$TOP/tests/lib.sh"

hostile lead32 "no hedged lead rewarded, every right twin is" 550 269 \
    "right" 32
exit 0
