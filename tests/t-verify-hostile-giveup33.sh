#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-giveup33.sh: a sentence that gives up on the problem
# right before the answer (issue 26, review 33's second finding;
# tests/verify/hostile_giveup33.py), in the 22 listed languages: not
# knowing ("Keine Ahnung."), giving up ("Me rindo."), unable ("Я не
# могу решить эту задачу."), no solution or too little information
# ("该题无解。", "There isn't enough information to determine it."), a
# refusal ("Sorry, I can't help with that."), before a bare box, a
# "**Final Answer**" heading, an "Answer:" line, an answer phrase, or
# as a reasoning block's last sentence before the box after it; none
# rewarded.  Controls: the box, the label and the phrase alone, the
# admission undone by a contrast in its own sentence, a sentence of no
# solution under "x < 0", every one rewarded but the twins main refuses
# already for another reason (capped, 34 lost).  On main (f3ebbc8e),
# 1,854 variants: 1,292 wrong rewarded.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-giveup33

hostile giveup33 "no giving up rewarded, every control is but those \
lost on main" 1800 300 controls
step -o hostile-giveup33.out "at most 34 twins lost" \
    test "$(hostile_count giveup33 lost)" -le 34
step "21 groups, zh both scripts" test "$(hostile_groups giveup33)" -eq 21
exit 0
