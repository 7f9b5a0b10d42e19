#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-bold-label.sh: a "Final answer" label in bold with its colon
# outside the bold ("**Jibu la mwisho**: 240 km") is read as the label
# row with the colon ("jibu la mwisho:"), in sw, id, ar, bn and en
# (lib/verify/answer_frame.c's phrase_at; issue 26, review 32 finding
# 14); its twins (another value, a question, a word between the bold
# and the colon) are not rewarded (tests/verify/bold-label.jsonl:
# response, answer, want_r, case).  Main (b9756b36) refused the four
# non-English labels with the colon outside.
set -u
. "$TOP/tests/lib.sh"

verify_wanted "$TOP/tests/verify/bold-label.jsonl"
step "at least 10 rewarded cases" test \
    "$(jq -s 'map(select(.want_r == 1)) | length' out.jsonl)" -ge 10
exit 0
