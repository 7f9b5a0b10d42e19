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
# Closed holes, not of the closing remarks: a check that limits a bold
# value ("This satisfies some of the conditions.") was read as a remark
# on the solution by the last statement's finder (h23-holes13: a check
# is a summary only when it names what it holds of whole; main a887554
# rewarded 32 twins); a statement that finder refuses alone ("Blorp
# tunnel has 7.") was rewarded when a remark followed it (closed at the
# fifteenth session's end).
# "That's all." in ten languages ("Вот и всё.", "C'est tout.", "Das
# war's.", "就这样。", "Eso es todo."): 89 controls, every one rewarded
# (main refused 86), and their 209 twins negated, hedged, made a
# condition or a question ("Это не всё.", "Eso es todo, creo.", "就这样
# 吧。"): none.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-close

hostile close "no hedge of closing words rewarded, every sign-off is" \
    2178 568 controls 0
step "all 21 languages" test "$(hostile_groups close)" -eq 21
exit 0
