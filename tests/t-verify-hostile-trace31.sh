#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-trace31.sh: the sentence right before an answer that
# disowns it in words no row lists, past a heading, a display, a
# thematic break, the end of a reasoning block, nothing (a bare box) or
# an answer label's line, in every listed language
# (tests/verify/hostile_trace31.py, issue 26, review 30 findings 1, 2
# and 6): a question offering another value, a percentage of
# confidence, another value weighed by a modal, and in English the
# solver on its own state in words not recognised as committed, an
# alternative chosen unnamed and a negated participle alone.  None is
# rewarded; each right twin, a committed sentence of the same shape,
# is.  Main (9d47979a) rewarded
# 361 of the 497 doubts and refused none of the right twins.
set -u
. "$TOP/tests/lib.sh"

hostile trace31 "no doubt rewarded, every right twin is" 960 480 "right"
exit 0
