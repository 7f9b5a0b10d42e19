#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lost28b.sh: right answers review 28 of issue 26 found
# lost (tests/verify/hostile_lost28b.py): a restatement of the same value
# behind a lead-in that only says it is said again ("To restate:", "Je
# le répète :", 重申一下：), closing remarks that hold no value, in 22
# language groups, and a lead-in that names the operation before the
# value ("Differentiating,"), an emoji on the heading above it ("### 🧮
# Final Result").  No twin is rewarded (another value, a
# lead-in of doubt or correction, a remark that is a condition or a
# doubt); the right ones still lost (3, a remark in parentheses; 6 before
# hostile_lost29.py's wish and its emoji) are capped here.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lost28b

hostile lost28b "no twin rewarded" 1840 240 right
step -o hostile-lost28b.out "at most 3 right answers lost" \
    test "$(hostile_count lost28b lost)" -le 3
exit 0
