#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-mc.sh: multiple-choice variants built from random option
# tables (tests/verify/hostile_mc.py, issue 26): a label with the option's
# text, a boxed value with its letter, a lower-case label with its value,
# letter sets in eleven languages are rewarded; the letter and the value
# naming different options, two options, "or maybe", "not", a take-back, a
# set with a letter more or less are not.
set -u
. "$TOP/tests/lib.sh"

python3 "$TOP/tests/verify/hostile_mc.py" "$(command -v papo-verify)" \
    > hostile-mc.out 2>&1
rc=$?
tail -1 hostile-mc.out
step -o hostile-mc.out "right variants rewarded, no wrong or hedged one" \
    test $rc -eq 0
step "at least 3,000 variants" test "$(sed -n \
    's/^hostile_mc: \([0-9]*\) variants.*/\1/p' hostile-mc.out)" -ge 3000
step "at least 1,000 of them right" test "$(sed -n \
    's/^hostile_mc: [0-9]* variants (\([0-9]*\) right).*/\1/p' \
    hostile-mc.out)" -ge 1000
exit 0
