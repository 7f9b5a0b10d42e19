#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-pause48.sh: a hesitation, a "hard to say" or a bet as
# the sentence right before the answer's statement, in 20 languages
# (tests/verify/hostile_pause48.py, issue 26): "Euh... Donc la réponse
# est 126.", "Ähm.", "Хм.", "うーん。", "Schwer zu sagen.", "很难说。",
# "C'est un pari.", before a conclusion or a bare box.  None is
# rewarded; the same work and conclusion with no pause are, and so are
# sentences a row could be misread in ("By AM-HM, the minimum is
# \boxed{126}.", "嗯，所以答案是126。").
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-pause48

hostile pause48 "no hesitant answer rewarded, every right twin is" 700 \
    95 "right ones"
step "20 languages counted" test "$(hostile_groups pause48 \
    '[a-z][a-z]-conn')" -ge 20
exit 0
