#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-display118.sh: a sentence a display's box interrupts
# goes on after it in lowercase words ("$$\boxed{16}$$ dollars on ice
# cream."), read as after an inline box; with a doubt, a bound, a
# condition or words that take it back it is refused
# (tests/verify/hostile_display118.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-display118

hostile display118 "a sentence's rest after a display's box" 190 45 "right"
step "no right form lost" test "$(hostile_count display118 lost)" -eq 0
exit 0
