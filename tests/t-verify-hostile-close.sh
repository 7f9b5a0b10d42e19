#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-close.sh: a closing remark after the answer counts
# only as a remark recognised whole (lib/verify/answer_close.c), not as
# any sentence of closing words (tests/verify/hostile_close.py, issue
# 26): hedges, conditions and questions made of closing words ("If I am
# right.", "I hope so.", "Let me know if this is the right answer.",
# "Ich hoffe, das ist die richtige Antwort.", "希望这就是答案。", "The
# answer is 42, I hope.") in 16 languages after an answer given four
# ways: none rewarded (main before the change rewarded 236 of 318);
# the sign-offs models write ("I hope this helps!", "I hope it is
# correct.", "Viel Erfolg!",
# "お役に立てれば幸いです。"): every one (main refused 29 of 224).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-close

hostile close "no hedge of closing words rewarded, every sign-off is" \
    530 220 controls
step "all 16 languages" test "$(grep -c '^[a-z][a-z]  *[0-9]* variants' \
    hostile-close.out)" -eq 16
exit 0
