#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lost30.sh: right answers review 29 of issue 26 found
# lost (tests/verify/hostile_lost30.py): a closing remark recognised by
# its parts (a first-person hope, offer or invitation, then words of the
# explanation and its use) and a line that restates the value behind a
# lead-in after a last statement, in the 22 language groups, and an
# option's letter with its value after a connective ("La bonne réponse
# est donc (J) 0.45.") or named alone ("Option J").  No twin is
# rewarded (the remark with a doubt, a negation or a value in it, a hope
# on nothing: "I hope so.", "उम्मीद है।"; the lead-in before another
# value, a value asked or doubted), and no right form against another
# reference; every right form is rewarded.  Known holes, on main too: a
# letter the problem does not list in brackets after a conclusion word
# before the value is dropped ("La bonne réponse est donc (K) 0.45.",
# the list ending at J), 3.  Another option's letter there ("The correct
# answer is therefore (I) 0.45." against J, whose text is 0.45) is
# refused since session 51 (answer_find.c letter_named_other).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lost30

hostile lost30 "no twin rewarded" 700 150 right 3
step -o hostile-lost30.out "no right answer lost" \
    test "$(sed -n 's/^hostile_lost30: .*, \([0-9]*\) lost, .*/\1/p' \
    hostile-lost30.out)" = 0
exit 0
