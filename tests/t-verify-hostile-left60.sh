#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-left60.sh: what is left, as conclusions in Chinese,
# Japanese, German and French state it ("小明还剩下12个。", "剩余12个苹果。",
# "リンゴは12個残った。", "12（个）", "Sie hat 12 Äpfel übrig.") is read;
# with a bound, a hedge or a negation it stays refused (45 right
# answers lost on session 47's binary) (tests/verify/hostile_left60.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-left60

hostile left60 "what is left in four languages, read" 130 45 "right"
step "no right form lost" test "$(hostile_count left60 lost)" -eq 0
exit 0
