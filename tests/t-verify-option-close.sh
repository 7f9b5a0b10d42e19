#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-option-close.sh: after the answer's value, the option it is
# named by its letter ("So the option is C.", "The correct choice is C)
# 300."): "option" and "choice" are English closing rows, and AQuA's
# options written without a space ("C)300") are read as options (issue
# 26: right answers of the real-response corpus, pot-aqua-gpt-4).
# Another option's letter or text, the option negated, another choice
# offered, the option judged wrong, another option's value are not
# rewarded (tests/verify/option-close.jsonl).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/option-close.jsonl"
verify_wanted "$cases"
step "at least 6 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' out.jsonl)" -ge 6
exit 0
