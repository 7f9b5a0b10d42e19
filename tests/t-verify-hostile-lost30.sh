#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lost30.sh: right answers review 29 of issue 26 found
# lost (tests/verify/hostile_lost30.py): a closing remark recognised by
# its parts (a first-person hope, offer or invitation, then words of the
# explanation and its use) and a line that restates the value behind a
# lead-in after a last statement, in the 22 language groups.  No twin is
# rewarded (the remark with a doubt, a negation or a value in it, a hope
# on nothing: "I hope so.", "उम्मीद है।"; the lead-in before another
# value, a value asked or doubted), and no right form against another
# reference; every right form is rewarded.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lost30

hostile lost30 "no twin rewarded" 580 130 right
step -o hostile-lost30.out "no right answer lost" \
    test "$(hostile_count lost30 lost)" = 0
exit 0
