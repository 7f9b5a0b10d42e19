#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-named84.sh: a last sentence that names a listed option
# by its noun and its letter alone ("Option C.", "Letra C.", "Вариант
# C.", "选项C") in ten languages is rewarded; a doubt, a negation, a
# question, another letter in its sentence ("Option B or option C."), a
# letter not listed, a remark after it and "Answer: about B. 7" are not
# (54 right forms lost and 4 wrong rewarded on session 56's binary)
# (tests/verify/hostile_named84.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-named84

hostile named84 "an option named by its noun and its letter, ten languages" 200 56 "right"
step "no right form lost" test "$(hostile_count named84 lost)" -eq 0
exit 0
