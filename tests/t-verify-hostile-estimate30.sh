#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-estimate30.sh: a sentence before the answer's label
# that calls the work a rough estimate or a guess, in the 22 listed
# languages ("This is a rough estimate.", "这只是粗略估算。", "Ce n'est
# qu'une supposition."): never rewarded but the known holes (capped,
# 6: a guess said by a verb or a glued noun no R_GUESS row holds, ko,
# pt, sw); the label alone, and the estimate sentence under a problem
# that asks for an estimate, are rewarded
# (tests/verify/hostile_estimate30.py, issue 26, review 30 finding 2).
# On main (a35e28df), 134 variants: 39 rewarded, 0 right lost.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-estimate30

hostile estimate30 "no estimate or guess rewarded, every right one is" \
    130 24 right 6
step -o hostile-estimate30.out "a right variant lost" test "$(sed -n \
    's/^hostile_estimate30: .*, \([0-9]*\) lost, .*/\1/p' \
    hostile-estimate30.out)" = 0
step -o hostile-estimate30.out "fewer than 22 languages" \
    test "$(hostile_groups estimate30)" -ge 22
exit 0
