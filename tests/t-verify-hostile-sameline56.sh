#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-sameline56.sh: words after an answer on its own line
# are read: after a display's close ("\[ x = 18 \] Roughly."), after a
# dollar amount ("The answer is $18. Roughly.", "... $18! Almost.") and
# after an end token in the answer's sentence ("【答案】 D <eoa> at
# least."), after a display whose text is the answer phrase
# ("\[\text{The answer is 18}\] Almost.") and after a table's bold
# total ("| **Total** | **18** | Roughly."), where no reader looked or a
# refusal was kept; a word glued after a currency sign ("¥not 42",
# "$unos 42") and, with no problem, another language's negation after
# the answer's unit ("\boxed{42} dollars ou pas."), words after a code
# agent's final_answer(...) block and another language's bound before
# a phrase's or a correction's value ("The answer is unos 42.") are
# refused (759 rewarded on session 43's binary)
# (tests/verify/hostile_sameline56.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-sameline56

hostile sameline56 "no hedge after a display, a dollar amount or an end token" \
    2450 230 "right"
step "no right form lost" test "$(hostile_count sameline56 lost)" -eq 0
exit 0
