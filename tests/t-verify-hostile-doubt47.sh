#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-doubt47.sh: a sentence of doubt between the work and
# the answer's statement (tests/verify/hostile_doubt47.py, issue 26):
# a verb, noun or adjective of doubt, not knowing, a negated word of
# confidence in capitals ("Je doute.", "Ich zweifle.", "Сомневаюсь.",
# "Не уверен.", "我很怀疑。") in 18 languages before a conclusion or a
# bare box, and a shrug on the work's own line before a bare box
# ("9 × 14 = 126. Whatever. \boxed{126}"), and the problem called
# ill-posed, ambiguous or contradictory in ten languages ("Le problème
# est mal posé.", "题目有误。").  None is rewarded; the same
# work and conclusion without the doubt, and a sentence that negates
# doubt ("Sans aucun doute, ...", "Zweifellos ...", "毫无疑问，..."),
# are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-doubt47

hostile doubt47 "no doubted answer rewarded, every right twin is" 1500 \
    390 "right ones"
step "18 languages counted" test "$(hostile_groups doubt47 \
    '[a-z][a-z]-conn')" -ge 18
exit 0
