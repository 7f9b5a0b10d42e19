#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-there48.sh: a total stated as what there is, under
# a problem in the same language, in 15 languages
# (tests/verify/hostile_there48.py, issue 26): "Kwa jumla kuna vitabu
# 126.", "No total, existem 126 livros.", "도서관에는 126권의 책이 있다.",
# "本は126冊ある。", "책은 모두 126권이다." (another particle than the
# problem's "책이") are rewarded; the same statements negated, bounded
# ("Il y a plus de 126 livres.", rewarded before), hedged, made a
# condition or a question are not.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-there48

hostile there48 "every statement of what there is rewarded, no twisted one" \
    700 200 "right ones"
step "15 languages counted" test "$(hostile_groups there48 \
    'right-[a-z][a-z]')" -ge 15
exit 0
