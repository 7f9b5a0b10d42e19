#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-dotlabel59.sh: an option's label with a full stop on
# the last line ("Final Answer: C. 93305.3 Btu/hr", the problem's (C)
# word for word) is read; another option's text, a doubt, a question or
# a second letter are not (20 right forms lost on session 46's binary)
# (tests/verify/hostile_dotlabel59.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-dotlabel59

hostile dotlabel59 "an option's label with a full stop, read" 70 20 "right"
step "no right form lost" test "$(hostile_count dotlabel59 lost)" -eq 0
exit 0
