#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-review29.sh: a sentence before an answer's statement
# that doubts the solver's own work, in every listed language, is read
# whatever found the statement (a last statement with no answer phrase,
# a labelled box, an answer phrase), past a line of computation, in
# parentheses (tests/verify/hostile_review29.py, issue 26, review 29
# findings 1 and 2): a check negated by a word, a glued prefix
# (revérifier, ricontrollarlo, kuikagua, لمراجعة) or a suffix
# (Turkish "kontrol edemedim", 검산하지 않았습니다), and in English a
# remark on the work or the answer's standing not recognised as a
# committed one (haste, memory, a request to check, a caveat, an error
# after a modal).  None is rewarded; each right twin, the same response
# with the work said in the first person or a check done, is.  Main
# rewarded 481 of the 531 doubts (and all 351 right twins).
set -u
. "$TOP/tests/lib.sh"

hostile review29 "no doubt rewarded, every right twin is" 800 300 "right"
exit 0
