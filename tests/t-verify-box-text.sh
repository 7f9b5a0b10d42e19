#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-box-text.sh: a box whose value is followed inside it by a
# \text{} of one or two words (tests/verify/box_text.py, issue 26): a
# unit, a plural noun, the problem's noun, a word of another script are
# the value's noun and rewarded; a word no row reads as a noun
# ("\boxed{42 \text{ not}}", "\boxed{42 \text{ never}}", "nope", "is
# wrong") is no answer (lib/verify/answer_tail.c
# papo_answer_box_text_unread).  Rewarded before: every such word, one
# word alone being taken as the value's noun.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-box-text

python3 "$TOP/tests/verify/box_text.py" 26 > cases.jsonl || fail "box_text.py"
verify_wanted cases.jsonl
step "at least 100 refused cases" test \
    "$(jq -s 'map(select(.want_r == 0)) | length' cases.jsonl)" -ge 100
step "at least 200 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' cases.jsonl)" -ge 200
exit 0
