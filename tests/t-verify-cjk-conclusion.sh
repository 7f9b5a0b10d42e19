#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-cjk-conclusion.sh: a Chinese conclusion ("所以", "因此", "因而")
# after a space that ends a computation with no 。 starts the last
# statement (lib/verify/answer_frame.c, cjk_conclusion; issue 26,
# verify-cases c0275: "... = 8722美元 所以，他们从阿肯色州比赛中卖出的T恤赚
# 了8722美元。"), read as strictly as after 。: the real response and
# its conclusion under each connective are rewarded, their hedged,
# bounded, negated, asked, doubled and changed twins are not
# (tests/verify/cjk_conclusion.py).
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/cjk_conclusion.py" \
    "$TOP/tests/verify/cases.jsonl" > cases.jsonl ||
    fail "cjk_conclusion.py"
step "the real response and its twins" test "$(jq -s \
    'map(select(.want_r == 0)) | length' cases.jsonl)" -ge 27
verify_wanted cases.jsonl
exit 0
