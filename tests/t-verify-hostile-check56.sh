#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-check56.sh: a check of the answer after it is
# recognised only when each value it says on the way is a step of it
# and each of its equations holds, so a check that finds another value
# ("To verify: the total is 88. Thus, the total is 98.", "22 + 10 + 54
# + 12 = 88, so the total is 98") or bounds it ("... roughly ...",
# "... cerca de ...") is never rewarded, nor a verdict that hedges ("...
# is about correct") (222 rewarded on session 43's binary); a check
# over several paragraphs or ending on "Correct." and a verdict said as
# a sentence ("The answer is correct.", "Die Antwort ist richtig.",
# "答案正确。") and a recap ("To summarize, ...") are read (378 lost)
# (tests/verify/hostile_check56.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-check56

hostile check56 "no check that finds another value rewarded" 2300 470 "right"
step "no right form lost" test "$(hostile_count check56 lost)" -eq 0
exit 0
