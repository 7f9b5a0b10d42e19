#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-eq104.sh: a value named before '=' ("Total apples =
# 7."), a bare expression as the whole response or after a line of work
# ("x = 7", "3 + 4 = 7") and a statement after its opener are rewarded;
# with a negation, a doubt, a word of no row in the name ("apples wrong
# = 7.", "x no = 7."), a tilde apart or a foreign negation in the
# expression ("x ~ = 7.", "So: 않 x = 7.") or a question mark that asks
# nothing ("So ? Tom has 7 apples.") they are not
# (tests/verify/hostile_eq104.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-eq104

hostile eq104 "a name before '=', a bare expression" 4000 86 "right" 20
step "no right form lost" test "$(sed -n \
    "s/^hostile_eq104: .*, \([0-9]*\) lost, .*/\1/p" hostile-eq104.out)" -eq 0
exit 0
