#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-conn51.sh: a conclusion opened by a connective whose
# words alone are no connective (tests/verify/hostile_conn51.py, issue
# 26): "C'est pourquoi la réponse est 12.", "D’où la réponse : 12.",
# "Ne segue che la risposta è 12.", "Nên Tom có 12 quả táo." are
# rewarded (all 120 right ones were lost), and the same before a
# negation, a hedge, a question or another's claim never is.  Known
# hole: "C'est pourquoi, Tom a 12 pommes." (the comma after the
# connective, then a statement with no answer phrase) is still lost.
# And a one-word copula and the value ("Es 12.", "È 12.": 16 lost
# before, read whole as the value); and Japanese's 可能です (is
# possible) before the answer, no doubt (8 lost before); Korean's
# "총 12개의 사과를 가지고 있습니다" and Swahili's "jumla ya tufaha 12"
# (16 lost before).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-conn51

hostile conn51 "no negated or hedged conclusion rewarded" 900 140 "right"
step "at most 4 right forms lost" test "$(hostile_count conn51 lost)" -le 4
step "6 kinds counted" test "$(hostile_groups conn51 '[a-z]*')" -ge 6
exit 0
