#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-apart102.sh: the right last statements of
# hostile_income77 and hostile_age85 in every language they write are
# rewarded; with a question mark or a tilde apart put among their words
# before the value ("따라서 ~ 민지는 18달러를 벌어요.", "في ? ثلاث ساعات")
# they are not (88 were rewarded on session 59's binary;
# tests/verify/hostile_apart102.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-apart102

hostile apart102 "a question mark or a tilde apart inside a statement" \
    1000 160 "right"
step "no right form lost" test "$(hostile_count apart102 lost)" -eq 0
exit 0
