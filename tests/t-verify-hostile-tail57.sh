#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-tail57.sh: the rest of a box's own sentence is read
# whatever follows it ("... pens in all, approximately.\n\nThe answer is
# correct."), and a short tail after a clause about the noun is read
# word by word ("\boxed{120} pounds of carrots will not be used, or
# something like that.", "... dollars in total, или нет."), and with no
# comma a word of a script not Latin ("... will not be used 같아요.")
# (444 rewarded on session 44's binary) (tests/verify/hostile_tail57.py,
# issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-tail57

hostile tail57 "no unread word in the box's sentence, whatever follows" \
    790 48 "right"
step "no right form lost" test "$(hostile_count tail57 lost)" -eq 0
exit 0
