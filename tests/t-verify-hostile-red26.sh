#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-red26.sh: a twenty-sixth red team's adversarial
# responses (issue 26, round 26: tests/verify/hostile_red26.py) in
# phrasings no round wrote before: a recap under a new label with
# another value, a last box a sentence makes naive or someone's, a
# value given as another quantity (a share where a total is asked, the
# blue marbles where the red are), conditions and hedges of every listed
# language and made-up ones, invisible operators, bidi isolates and
# enclosing marks in a number, Cyrillic and Greek option letters, TeX
# that redefines the box or hides the value, markdown and HTML that
# hide it, text that poses as the grader, the reference or another
# turn, an approximation between two integers ("42 \approx 43"), a verb
# after the value that says it fails ("\boxed{42} fails the check
# above.", "So $x = 42$ fails every condition.").  No variant may be
# rewarded but the known holes (capped: a made-up verb or a verb that is
# a noun too alone after the value read as its noun with no problem,
# "\boxed{42} zorbles.", "\boxed{42} misses.", 15:
# with no problem nothing tells it from "\boxed{42} books.", and
# reading a word there only when the response counts it before lost 36
# of the corpus's 7,290 rewarded records with their problems taken out;
# the verbs of failing are rows since hostile_after29, 35 -> 15); every
# control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-red26

hostile red26 "no variant rewarded but the known holes, every control is" \
    4200 520 "controls" 15
exit 0
