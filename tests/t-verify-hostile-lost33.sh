#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lost33.sh: right answers the corpus and issue 26's
# reviews found lost (tests/verify/hostile_lost33.py): a last line that
# concludes with a sign and the value alone ("∴ 84", "=> 84", "⇒ 84"),
# and a sentence after a box that restates the value with the
# question's own modal ("Frank would have 1 bag."), the comparison the
# question asks ("There are 5 more storks than birds ...") or "has";
# the cost or price named before the value in zh, ja, ko, th and vi
# ("代金は84円です。", "총 비용은 84원입니다.").
# No twin is rewarded (a sign that concludes nothing, "∵ 84", "≈ 84";
# another value; a doubt, a negation, a bound, a modal or a comparative
# the question does not ask; the value alone after a line of doubt,
# "I may have slipped.\n84", which main rewarded), and no right form
# against another reference; every right form is rewarded (main
# f3ebbc8e lost 34 of 36 and rewarded 2 twins).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lost33

hostile lost33 "no twin rewarded" 160 36 right
step -o hostile-lost33.out "no right answer lost" \
    test "$(hostile_count lost33 lost)" = 0
exit 0
