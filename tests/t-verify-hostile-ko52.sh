#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-ko52.sh: a Korean conclusion in the question's own
# verb made a statement ("몇 달러를 법니까?" answered "그녀는 18달러를
# 법니다.", tests/verify/hostile_ko52.py, issue 26): always rewarded
# (336 of 384 were lost), after a unit or a counter; the same value
# denied, doubted, asked back, bounded or corrected never.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-ko52

hostile ko52 "no denied or doubted statement rewarded" 1500 380 "right"
step "no right form lost" test "$(hostile_count ko52 lost)" -eq 0
exit 0
