#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-ja52.sh: a Japanese conclusion with the object's
# particle between the count and the question's own verb ("18ドルを稼ぎ
# ます。" for "何ドル稼ぎますか？"; tests/verify/hostile_ja52.py, issue
# 26): always rewarded (all 60 were lost); negated, asked back, doubted,
# approximated or bounded never.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-ja52

hostile ja52 "no negated or doubted Japanese statement rewarded" 240 60 \
    "right"
step "no right form lost" test "$(hostile_count ja52 lost)" -eq 0
exit 0
