#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-short109.sh: "Exactly 7.", "Precisely, 7." and a value
# before a proof's mark ("7. QED.", "7 ∎") are rewarded; with a doubt, a
# bound, a question or another value beside them ("Exactly 7?", "Almost
# exactly 7.", "7 or 8. QED.") they are not
# (tests/verify/hostile_short109.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-short109

hostile short109 "a short value after Exactly or before QED" 40 12 "right"
step "no right form lost" test "$(hostile_count short109 lost)" -eq 0
exit 0
