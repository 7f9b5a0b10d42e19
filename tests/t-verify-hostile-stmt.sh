#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-stmt.sh: near-misses of the final statements read
# with no answer phrase (tests/verify/hostile_stmt.py, issue 26): each
# rewarded form of tests/verify/stmt.jsonl with a negation, a doubt, a
# condition, unknown words, a second value, a take-back, a question,
# more work after it or a number of the problem as its count, in its
# language.  None is rewarded; the controls (the forms unchanged) are.
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/hostile_stmt.py" "$(command -v papo-verify)" \
    "$TOP/tests/verify/stmt.jsonl" > hostile-stmt.out 2>&1
rc=$?
tail -1 hostile-stmt.out
step -o hostile-stmt.out "no near-miss rewarded, every control is" \
    test $rc -eq 0
step "at least 3,000 variants" test "$(sed -n \
    's/^hostile_stmt: \([0-9]*\) variants.*/\1/p' hostile-stmt.out)" -ge 3000
exit 0
