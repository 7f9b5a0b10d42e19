#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-cut-expression.sh: a response that ends inside a formula, on
# an operator that still wants its operand or on an opening bracket
# ("= 7 + 4 * sqrt(45) / 45 = 7 +", "10 \times", "\sqrt{"), was cut off
# at the token limit: the value before the operator is not its answer,
# so it is no_answer like a response ending on "the final answer is"
# (issue 26: truncation is never rewarded; the corpus's
# zeroeval-math-l5-Qwen2-7B-Instruct-79 was rewarded for that 7).
# A markdown rule, bold or emphasis, a grade "A+" and a LaTeX row end
# "\\" are not operators (tests/verify/cut-expression.jsonl).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/cut-expression.jsonl"
verify_wanted "$cases"
step "at least 15 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 15
step "a refused case names the cut" test \
    "$(jq -r 'select(.want_r == 0) | .explain' out.jsonl |
    grep -c 'cut off')" -ge 15
exit 0
