#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-foreign105.sh: a last statement in one script with a
# negation, a doubt or a guess of another script's language in it
# ("Тому ليس 12 лет.", "không 따라서 민지는 18달러를 벌어요."), an
# English closing remark holding such a word ("This completes the না
# computation."), a Korean negation after a box ("\boxed{42} 않") and
# such a word beside a bold, a table's or a phrase's value ("| **Total**
# | ไม่ **125** |") are no answer; the statements, remarks and answers
# themselves are rewarded
# (tests/verify/hostile_foreign105.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-foreign105

hostile foreign105 "a word of another script's negation" 17400 175 "right"
step "no right form lost" test "$(hostile_count foreign105 lost)" -eq 0
exit 0
