#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-step130.sh: a Japanese step's title that closes with
# a verb of its work, a Thai one that opens with one, Chinese's 验算,
# are read above "#### N" or a box; a title that guesses, tries, denies
# or names a mistake stays unread (tests/verify/hostile_step130.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-step130

hostile step130 "Japanese and Thai steps' titles of their work" 100 32 "right"
step "no right form lost" test "$(hostile_count step130 lost)" -eq 0
exit 0
