#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-pay78.sh: a last statement of what is paid with a
# modal of necessity or a verb of paying or spending that is not the
# question's ("Tom muss 18 $ bezahlen.", "Tom doit payer 18 $.", "Том
# должен заплатить 18 долларов.", "トムは18ドルを支払います。", "톰은
# 18달러를 지불합니다.", "Tom atatumia dola 18.") is rewarded; its
# negations, hedges and questions are not, nor a Swahili verb of money
# taken in to a question of paying ("Tom anapata dola 18." to "Analipa
# pesa ngapi?") (44 right forms lost on session 55's binary)
# (tests/verify/hostile_pay78.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-pay78

hostile pay78 "a modal or a verb of paying, in nine languages" 160 48 "right"
step "no right form lost" test "$(hostile_count pay78 lost)" -eq 0
exit 0
