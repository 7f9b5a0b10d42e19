#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-remark30.sh: a remark on the solver's own work or
# the answer's standing, in every listed language, right before or
# right after an answer's statement (tests/verify/hostile_remark30.py,
# issue 26, review 29 finding 2 beyond English): haste, memory or mental
# arithmetic, a guess, a lack of time, an error the solver may have
# made, a request to check, a caveat, a first-person hedge on the work's
# being right (short, and long past the short doubt rows), said with a
# pronoun or without one.  None is rewarded whatever found the
# statement (a last statement, a bold number, a labelled box, an answer
# phrase); each
# right twin, a derivation sentence in the first person there ("Ich
# rechne 6 · 7 = 42.", "我先算出铅笔的总数。", "We first find the time
# the pencils took to pack."), is.  Main (c6119c5a) rewarded 1,294 of
# the 2,376 remarks and refused 12 of the 624 right twins.
set -u
. "$TOP/tests/lib.sh"

hostile remark30 "no remark rewarded, every right twin is" 2900 600 "right"
exit 0
