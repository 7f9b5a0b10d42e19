#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lone167.sh: Vietnamese and Indonesian number words
# written in plain ASCII count only in their own language: Italian's
# "Se hai altre domande, chiedi pure!" after the answer is a sign-off,
# while "Vậy đáp án là hai." reads 2; another answer or a doubt after
# the sign-off is never rewarded (tests/verify/hostile_lone167.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lone167

hostile lone167 "ASCII number words of Vietnamese and Indonesian, and their twins" 70 20 "right"
step "no right form lost" test "$(hostile_count lone167 lost)" -eq 0
exit 0
