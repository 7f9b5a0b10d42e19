#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-mark100.sh: an answer phrase or label and its value in
# eight languages is rewarded; with a tilde apart after the value ("The
# answer is 7 ~.", "Answer: 7, ~ because ...") or a question mark between
# the label and the value ("Answer: ? 7 apples"), or a sign between an
# answer's name and its copula ("La réponse ~ est 7.") it is not (74 were
# rewarded on session 59's binary; tests/verify/hostile_mark100.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-mark100

hostile mark100 "a tilde after the value, a question mark before it" 240 \
    33 "right"
step "no right form lost" test "$(hostile_count mark100 lost)" -eq 0
exit 0
