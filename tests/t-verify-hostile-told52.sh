#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-told52.sh: an answer in another unit of the kind the
# question asks in words, where the problem writes the one unit of that
# kind (tests/verify/hostile_told52.py, issue 26): "180 m" or "180
# miles" for "A train travels 60 km in 1 hour. How far does it travel in
# 3 hours?" never rewarded (225 were); "180 km", "180000 m", "3 hours"
# for 180 minutes always (90 were lost).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-told52

hostile told52 "no answer in another unit of the kind rewarded" 540 165 \
    "right"
step "no right form lost" test "$(hostile_count told52 lost)" -eq 0
step "3 kinds counted" test "$(hostile_groups told52 '[a-z]*')" -ge 3
exit 0
