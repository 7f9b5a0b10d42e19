#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-holes17.sh: papo-verify's known wrong rewards of issue
# 26 closed by recognition (tests/verify/hostile_holes17.py): a long or
# comma'd colon line naming another's saying or a draft right above a
# box, a step's label alone above it, a Chinese modal of what ought to
# be with a subject ("所以答案应该是42"), a feminine noun's nominative
# after a value that ends in 2, 3 or 4 ("Ответ: 42 догадка."), "not" and
# an unknown word after a box's noun ("\boxed{7} apples not qqq.").
# None is rewarded; every control twin (the response's own long label, a
# worked last step, the modal the problem lends or a label commits to,
# the problem's noun or a unit in the genitive, a participle after
# "not") is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-holes17

hostile holes17 "no variant rewarded, every control is" 2368 300 "controls"
exit 0
