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
# The lost signal of the recall family (the tails of right answers
# harvested from the corpus and ../shared/data, and each language's
# common offers of help and checks: "Feel free to ask if anything is
# unclear!", "This satisfies all the conditions.", "如有疑问，欢迎继续
# 提问。", "Bei Fragen helfe ich gerne weiter.", in 21 languages): every
# one rewarded (main refused 186 of 187); their 891 hostile twins (the
# same sentence with a condition on the answer, a hedge, an assumption,
# a doubt; a remark of another language after the first): none.
# Known holes, not of the closing remarks, on main too: a check that
# limits a bold value ("This satisfies some of the
# conditions."), read as a remark on the solution by the last
# statement's finder; and a statement that finder refuses alone ("Blorp
# tunnel has 7.", a list's last item) rewarded when a remark follows it
# (main: 42 of these 74 variants, this branch 62 with the new remarks;
# closing it costs mathvista-bard-619 of the corpus, rewarded by it).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-close

hostile close "no hedge of closing words rewarded, every sign-off is" \
    1880 479 controls 0
step "all 21 languages" test "$(grep -c '^[a-z][a-z]  *[0-9]* variants' \
    hostile-close.out)" -eq 21
exit 0
