#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-verdict49.sh: a check after the boxed answer that
# ends on a verdict, in 16 languages (tests/verify/hostile_verdict49.py,
# issue 26): "Check: 6 × 21 = 126. Correct.", "Check: 6 × 21 = 126,
# correct.", "验证：6×21=126，正确。", the verdict alone ("Stimmt.") are
# rewarded; negated, asked, hedged ("Almost correct.", "基本正确。",
# rewarded before: the words after the check's restatement were read as
# none when not ASCII) or after a check that gives another value, not.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-verdict49

hostile verdict49 "every verdict of a check rewarded, no twisted one" \
    1500 400 "right ones"
step "16 languages counted" test "$(hostile_groups verdict49 \
    'right-[a-z][a-z]')" -ge 16
exit 0
