#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-sum.sh: a sum or product the evaluator cannot compute (\sum,
# \prod) is compared by its summand when both sides write the same text
# up to it (lib/verify/verify_sum.c; issue 26, verify-cases c0261: "F_n =
# \sum_{k=0}^{n-1} F_k F_{n-k-1}" against "... F_{n-k-1} F_k"): the
# factors of a summand in any order are rewarded; other limits, another
# index, \prod for \sum, another factor or head, a sum closed inside
# brackets and terms after the sum are not (tests/verify/sum_pairs.py).
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/sum_pairs.py" 26 > cases.jsonl ||
    fail "sum_pairs.py"
step "at least 100 reordered summands" test "$(jq -s \
    'map(select(.want_r == 1)) | length' cases.jsonl)" -ge 100
verify_wanted cases.jsonl
exit 0
