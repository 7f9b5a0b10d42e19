#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-kinds4.sh: seeded variants of h11-kinds' forms
# (tests/verify/hostile_kinds4.py, issue 26): words after a value that
# count nothing ("42 lol"), JSON keys papo does not recognise ("draft":
# true), crosses and warnings after a value, a check mark then a doubt,
# another script's option label for another letter: none rewarded; a
# plural noun, recognised JSON keys, a check mark alone, the reference's
# own label (ข, イ, 나, খ) with or without a polite ending: all rewarded.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-kinds4

python3 "$TOP/tests/verify/hostile_kinds4.py" "$(command -v papo-verify)" \
    > hostile-kinds4.out 2>&1
rc=$?
tail -1 hostile-kinds4.out
step -o hostile-kinds4.out "no variant rewarded, every near miss is" \
    test $rc -eq 0
step "at least 200 variants" test "$(sed -n \
    's/^hostile_kinds4: \([0-9]*\) variants.*/\1/p' hostile-kinds4.out)" -ge 200
step "at least 40 near misses" test "$(sed -n \
    's/^hostile_kinds4: [0-9]* variants (\([0-9]*\) near.*/\1/p' \
    hostile-kinds4.out)" -ge 40
exit 0
