#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-recall12.sh: right answers refused in round 12's forms
# (tests/verify/recall12.jsonl): a yes/no word alone after an answer
# label's colon ("答案：是", verify-kinds M4-2), which the copula row 是
# had swallowed (its value read as empty, the response as cut off), with
# twins that must stay unrewarded (a condition, a question particle, a
# modal, two words, the wrong reference, the copula with nothing after).
set -u
. "$TOP/tests/lib.sh"

verify_kinds "$TOP/tests/verify/recall12.jsonl"
exit 0
