#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-phrasal144.sh: the question's own verb and preposition
# before the value ("He responds to 320 emails.") and a clause of the
# work's steps before the conclusion ("After performing the
# calculations, we find that ...") are read; another verb, a doubt stay
# unread (tests/verify/hostile_phrasal144.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-phrasal144

hostile phrasal144 "a phrasal verb the question asks, a clause of steps" 40 \
    10 "right"
step "no right form lost" test "$(hostile_count phrasal144 lost)" -eq 0
exit 0
