#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-close27.sh: the closing remarks chat models end a
# right answer on (review 27 of issue 26, its finding 11), read as
# remarks recognised whole (lib/verify/answer_close.c's forms) and the
# emoji of approval and celebration after a value read as a check mark
# (lib/verify/answer_find.c, check_mark): tests/verify/
# hostile_close27.py.  Controls, in 21 languages and after 👍 🎉 👏 🙌
# 💯 🥳 👌 ("Hope that clears it up.", "Good luck on the exam!", "Both
# methods agree.", "Viel Glück!", "Spero sia utile!", "祝你考试顺利！"):
# every one rewarded (main 360ed5e8 refused 268 of 269).  Twins: the
# same remark made a doubt, a correction, a condition, a negation or a
# hope that the answer is right ("Hope that's right!", "Good luck,
# though I may be off.", "Both methods agree on 50.", "Ich hoffe, das
# stimmt."), 🤔 👎 🤷 after the value, or 👍 then a doubt: none (main
# rewarded 0 of 258).  A measured quantity with the dimension its unit
# measures after it (review 27's finding 10, English and German: "The
# fence is 36 cm long.", "Die Schnur ist 36 cm lang.", an R_DIM row
# after a unit, lib/verify/answer_rest.c): rewarded (main refused 11 of
# 11); its 15 twins (a comparative, a bound, a doubt, a condition,
# another value after it): none.  A value in centimetres written "सेमी",
# "সেমি" or "公分" (lib/verify/units_foreign.c): rewarded against cm
# (main refused 6 of 6), never against m, km or another value (0 of 18).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-close27

hostile close27 "no doubtful closing rewarded, every sign-off is" \
    520 260 controls
step "21 languages, the emoji, the dimensions and cm" test \
    "$(hostile_groups close27 '[a-z][a-z]*')" -eq 25
exit 0
