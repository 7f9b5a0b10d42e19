#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-before36.sh: the sentence right before a bare box
# that nothing recognises (tests/verify/hostile_before36.py, issue 26):
# shrugs, give-ups and made-up words in each of the 21 listed languages
# ("Whatever.", "Tant pis.", "Keinen Schimmer.", "随便吧。", made-up
# "Qbaku xdore.") before \boxed{}, on its line, the next or after a
# blank line.  None is rewarded; the right twins (the work, a lead or
# conclusion, the problem's words restated, a heading, </think>, a code
# block's end before the box) all are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-before36

hostile before36 "no shrug rewarded, every right twin is" 400 70 \
    "right ones"
step -o hostile-before36.out "at most 8 right ones lost (a label main refuses)" \
    test "$(hostile_count before36 lost)" -le 8
exit 0
