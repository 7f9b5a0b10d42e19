#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lang.sh: hedges, negations, corrections, conditions
# and disclaimers in each of the 14 listed languages, after the box,
# after the phrase's value, in the next sentence and before the phrase
# (tests/verify/hostile_lang.py, issue 26): none is rewarded; the same
# statements with the language's closing particle or closing remark
# ("ครับ", "Natumaini hii inasaidia.") all are.  The holes the script
# lists as known (finder code, not rows) are counted apart.
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/hostile_lang.py" "$(command -v papo-verify)" \
    > hostile-lang.out 2>&1
rc=$?
tail -1 hostile-lang.out
step -o hostile-lang.out "no hedge rewarded, every right answer is" \
    test $rc -eq 0
step "at least 7,000 variants" test "$(sed -n \
    's/^hostile_lang: \([0-9]*\) variants.*/\1/p' hostile-lang.out)" -ge 7000
step "at least 1,200 right answers" test "$(sed -n \
    's/^hostile_lang: [0-9]* variants (\([0-9]*\) right.*/\1/p' \
    hostile-lang.out)" -ge 1200
step "all 14 languages" test "$(grep -c '^[a-z][a-z]  *[0-9]* variants' \
    hostile-lang.out)" -eq 14
exit 0
