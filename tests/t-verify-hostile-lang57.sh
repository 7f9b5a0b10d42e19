#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lang57.sh: words on a JSON answer's line before its
# brace are read as an opener ("Wrong: {\"answer\": \"42\"}", "错误：{...}"
# are no answer, "Final answer: {...}" is), and a Bengali or Telugu
# statement's opener is read for a doubt, a condition or a negation
# ("যদি সুতরাং কৃষকের এখন 24টি গরু আছে।"); a negation or a doubt of
# another script inside the value ("\boxed{36 нет}") is no answer (90
# rewarded on session 44's binary) (tests/verify/hostile_lang57.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lang57

hostile lang57 "no unread word before a JSON answer or an Indic value" \
    290 54 "right"
step "no right form lost" test "$(hostile_count lang57 lost)" -eq 0
exit 0
