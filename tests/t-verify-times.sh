#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-times.sh: the letter x between two numbers ("30 x 14 = 420")
# in a condition before the answer is a times sign, not a variable the
# condition is on (lib/verify/answer_frame.c, times_sign; issue 26, round
# 14: mCoT's Thai MSVAMP answers "หากแต่ละคนมีคุกกี้ 30 ชิ้น... 30 x 14 =
# 420 ชิ้น คำตอบคือ 420" were refused).  tests/verify/times_sign.py writes
# twins that differ only in how the product is written (× * x X): each
# group gets one verdict; a lone x that is a variable stays refused.
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/times_sign.py" 200 > cases.jsonl || fail "times_sign.py"
papo-verify -q --explain cases.jsonl > out.jsonl || fail "papo-verify exited $?"
step "every record kept" test "$(wc -l < out.jsonl)" -eq \
    "$(wc -l < cases.jsonl)"
jq -s -r 'map(select(has("group"))) | group_by(.group)[] |
    select((map(.r_out) | unique | length) > 1) |
    map("\(.case): \(.r_out) \(.explain)") | join("; ")' out.jsonl \
    > split.txt || fail "jq"
step -o split.txt "x, X, × and * between numbers get one verdict" \
    test ! -s split.txt
# not vacuous: Thai twins written with x are rewarded (they were not)
step "at least 50 Thai answers with x rewarded" test "$(jq -s \
    'map(select(.case | test("^th-[0-9]+-x$")) | select(.r_out == 1)) |
    length' out.jsonl)" -ge 50
jq -r 'select(.var == true and .r_out != 0) | "\(.case): \(.response)"' \
    out.jsonl > var.txt || fail "jq"
step -o var.txt "a condition on a variable x stays refused" test ! -s var.txt
exit 0
