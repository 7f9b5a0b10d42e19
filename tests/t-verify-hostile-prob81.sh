#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-prob81.sh: a last statement of a probability, its
# noun the subject, in fourteen languages ("ดังนั้นความน่าจะเป็นคือ 1/3",
# whose noun holds a doubt's letters; "সুতরাং সম্ভাবনা 1/3।", whose noun
# is a doubt's word; "Dolayısıyla olasılık 1/3'tür.", "Vậy xác suất cần
# tìm là 1/3."), and a fraction written as Japanese, Korean and Chinese
# write it ("答えは3分の1です。", "답은 3분의 1입니다."), is rewarded; their
# doubts, negations, bounds and mixed numbers are not (50 right forms
# lost on session 56's binary) (tests/verify/hostile_prob81.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-prob81

hostile prob81 "a probability's statement, a CJK fraction, in fourteen languages" 250 70 "right"
step "no right form lost" test "$(hostile_count prob81 lost)" -eq 0
exit 0
