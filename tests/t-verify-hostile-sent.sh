#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-sent.sh: random unrecognised continuations of the
# answer's own sentence in nine languages (tests/verify/hostile_sent.py,
# issue 26): "The answer is 12 mostly pending review.", "Die Antwort ist
# 12 grob Faustregel.", "答案是12左右粗算。".  None is rewarded; the
# controls (the same statements ending at the value) are.
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/hostile_sent.py" "$(command -v papo-verify)" \
    > hostile-sent.out 2>&1
rc=$?
tail -1 hostile-sent.out
step -o hostile-sent.out "no continuation rewarded, every control is" \
    test $rc -eq 0
step "at least 3,000 variants" test "$(sed -n \
    's/^hostile_sent: \([0-9]*\) variants.*/\1/p' hostile-sent.out)" -ge 3000
exit 0
