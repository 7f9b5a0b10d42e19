#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-shrug48.sh: "who knows" and one-word shrugs around
# the answer's statement in 21 languages (tests/verify/hostile_shrug48.py,
# issue 26): "Chissà. Quindi la risposta è 126.", "Qui sait, donc la
# réponse est 126.", "Кто знает. Итак, ответ: 126.", "谁知道。所以答案是
# 126。", as a sentence before the statement, opening it, after it or
# before a bare box, lowered or in capitals ("QUIÉN SABE", "КТО
# ЗНАЕТ").  None is rewarded; the same work and conclusion without the
# shrug are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-shrug48

hostile shrug48 "no shrugged answer rewarded, every right twin is" 1400 \
    120 "right ones"
step "21 languages counted" test "$(hostile_groups shrug48 \
    '[a-z][a-z]-before')" -ge 21
exit 0
