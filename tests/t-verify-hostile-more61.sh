#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-more61.sh: how many more, as conclusions in eight
# languages state it ("So Tom has 5 more.", "トムはアンより5個多いです。",
# "톰은 앤보다 5개 더 많습니다."), is read; the opposite comparative, a
# hedge, a negation, a bound or a question back stays refused (21 right
# answers lost on session 48's binary) (tests/verify/hostile_more61.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-more61

hostile more61 "how many more in eight languages, read" 170 48 "right"
step "no right form lost" test "$(hostile_count more61 lost)" -eq 0
exit 0
