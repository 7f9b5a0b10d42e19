#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-short49.sh: a last statement of short words only
# (tests/verify/hostile_short49.py, issue 26): "It is 126.", "Il y a
# 126.", "Il y en a 126.", "Es sind 126." are rewarded (read as a value
# whole before, not equal); negated, asked, approximated ("It is ≈126.",
# "x ≈ 126.", "Il y a ≈ 126.": rewarded before), bounded or beside
# another value, not.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-short49

hostile short49 "every short statement rewarded, no twisted one" \
    300 60 "right ones"
step "4 languages counted" test "$(hostile_groups short49 \
    'right-[a-z][a-z]')" -ge 4
exit 0
