#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-other57.sh: the answer of something the response does
# not solve, named in its statement's subject ("The answer to a similar
# problem is 36.", "The answer given by the key is \boxed{36}.", "The
# answer for n = 5 is 36.", "The answer in the textbook is 36."), is no
# answer; the answer to the question or to this problem, or in simplest
# form, is; a question with its mark left out ("Is it true that ..., so
# the answer is 36.") is no statement (75 rewarded on session 44's binary)
# (tests/verify/hostile_other57.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-other57

hostile other57 "no answer of something else rewarded" 270 75 "right"
step "no right form lost" test "$(hostile_count other57 lost)" -eq 0
exit 0
