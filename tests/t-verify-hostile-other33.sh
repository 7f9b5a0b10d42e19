#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-other33.sh: the sentence right before a bare box, a
# thematic break then a box, or a heading then a box, that answers the
# problem's question with another value than the box's ("Ana spends 48
# dollars in total." above \boxed{51} for "How many dollars does Ana
# spend in total?"), in English and 19 other listed languages
# (tests/verify/hostile_other33.py, issue 26, review 32 finding 1):
# none is rewarded; each right twin (the same sentence with the box's
# value, a step's sentence with another value that does not restate the
# question, a given restated, a computation) is.  Known holes, counted
# apart and capped: a restatement in words the question does not hold
# ("Altogether" for "in total", another prefix of the question's verb),
# a question with no question mark (Thai's).  Main (f3ebbc8e) rewarded
# all 107 wrong variants beyond those holes (and all 9 holes), and
# refused none of the 223 right twins.
set -u
. "$TOP/tests/lib.sh"

hostile other33 "no other value answering the question rewarded, every right twin is" \
    339 223 "right" 9
exit 0
