#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-pre.sh: random unrecognised openers before an answer
# phrase or a box in seven languages (tests/verify/hostile_pre.py, issue
# 26): conditions, suppositions, attributions, "a naive / wrong / possible
# answer", bounds, questions.  None is rewarded; the controls (the same
# statements after recognised openers: "Therefore,", "综上所述，") are.
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/hostile_pre.py" "$(command -v papo-verify)" \
    > hostile-pre.out 2>&1
rc=$?
tail -1 hostile-pre.out
step -o hostile-pre.out "no opener rewarded, every control is" \
    test $rc -eq 0
step "at least 2,000 variants" test "$(sed -n \
    's/^hostile_pre: \([0-9]*\) variants.*/\1/p' hostile-pre.out)" -ge 2000
exit 0
