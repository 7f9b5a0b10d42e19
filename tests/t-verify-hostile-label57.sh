#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-label57.sh: the words that open a statement are read
# where a label, a colon, a bold number or a currency sign stood before
# its value: a copula's subject after an answer label ("Answer: The
# wrong total is 42", "Answer: Mary thinks it is 42", "Answer: Wrong:
# 42"), a label before a bold number's sentence ("Неверно: So the total
# is **42**."), a word of another script before a dense script's
# statement ("Неверно: 所以小明有12个苹果。"), a currency sign other
# than '$' ("So one might think €42.") and a bold number's sentence
# with math or another script's words ("Some students claim 6 × 7 =
# 42, so the product is **42**.", "Возможно, итог **42**."), a label of
# another script after a 。 on the answer's line ("...本书。Wrong:
# 答案是24。") (591 rewarded on session 44's binary)
# (tests/verify/hostile_label57.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-label57

hostile label57 "no unread opener after a label, a colon, a bold or a sign" \
    1050 159 "right"
step "no right form lost" test "$(hostile_count label57 lost)" -eq 0
exit 0
