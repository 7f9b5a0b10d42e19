#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-row-word-end.sh: an ASCII row ends where its word ends, also
# when the next letter is written in two bytes (tests/verify/
# row_word_end.py): "\boxed{42} maçãs." was refused as "ma" (a doubt)
# after the box, "noções" as "no", "sièges" as "si"; the rows as words
# of their own ("\boxed{42} ma non sono sicuro.") are still refused.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-row-word-end

python3 "$TOP/tests/verify/row_word_end.py" > cases.jsonl ||
    fail "row_word_end.py"
verify_wanted cases.jsonl
step "at least 60 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' cases.jsonl)" -ge 60
exit 0
