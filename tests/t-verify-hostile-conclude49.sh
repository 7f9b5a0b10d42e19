#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-conclude49.sh: the words that open a conclusion in
# 13 languages before the answer phrase, bare or boxed, and a step's box
# before the conclusion's (tests/verify/hostile_conclude49.py, issue
# 26): "Oleh itu, jawapannya ialah 126." (Malay), "Infolgedessen ist die
# Antwort 126.", "Tóm lại, đáp án là 126." are rewarded, hedged or
# negated they are not; "10 × 12 = $\boxed{120}$. Следовательно, ответ:
# $\boxed{126}$." answers 126, never the list "120, 126" (rewarded
# before: the Cyrillic words between the boxes counted as none).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-conclude49

hostile conclude49 "every conclusion rewarded, no hedged one, no list" \
    2500 1000 "right ones"
step "13 languages of connectives counted" test "$(hostile_groups \
    conclude49 'right-[a-z][a-z]')" -ge 13
step "the step's box and the conclusion's in 22 languages" test \
    "$(hostile_groups conclude49 'list-[a-z][a-z]')" -ge 22
exit 0
