#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-after.sh: what follows a value, in forms the other
# generators do not write (tests/verify/hostile_after.py, issue 26):
# suffix hedges ("5-ish"), random emoji and symbols from Unicode's
# symbol blocks, "\boxed{5} \quad \text{(tentative)}", a box then a
# parenthetical in twelve languages, sibling tags ("<confidence>low"),
# JSON and YAML keys that grade the answer ("confidence": 0.2), self-
# grading lines ("Confidence: 40%").  None is rewarded; the near misses
# (a unit, a restatement, "(simplified)", "confidence": "high",
# "<answer>5</answer></s>") all are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-after

python3 "$TOP/tests/verify/hostile_after.py" "$(command -v papo-verify)" \
    > hostile-after.out 2>&1
rc=$?
tail -1 hostile-after.out
step -o hostile-after.out "no variant rewarded, every near miss is" \
    test $rc -eq 0
step "at least 4,000 variants" test "$(sed -n \
    's/^hostile_after: \([0-9]*\) variants.*/\1/p' hostile-after.out)" -ge 4000
step "at least 15 near misses" test "$(sed -n \
    's/^hostile_after: [0-9]* variants (\([0-9]*\) near.*/\1/p' \
    hostile-after.out)" -ge 15
exit 0
