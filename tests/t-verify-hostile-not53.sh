#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-not53.sh: a last statement that restates the negation
# its question asks ("Sam did not work for 6 days." for "How many days
# did he not work?") is read (20 right forms were lost); a negation the
# question does not ask, a second one, a hedge or a correction after it
# never is (tests/verify/hostile_not53.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-not53

hostile not53 "no negation the question does not ask rewarded" 360 80 \
    "right"
step "no right form lost" test "$(hostile_count not53 lost)" -eq 0
exit 0
