#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-steps135.sh: least-to-most's last sub-question that
# asks for the answer, the value on the line under it ("6. What's the
# final answer?\n283,604m"), and a response opened by a few-shot
# label over its whole work ("Answer: \nEllen spent ...") are read; a
# hedge, another question, a taking back stay unread
# (tests/verify/hostile_steps135.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-steps135

hostile steps135 "a decomposed or few-shot answer" 250 45 "right"
step "no right form lost" test "$(hostile_count steps135 lost)" -eq 0
exit 0
