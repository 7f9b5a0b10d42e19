#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-holes12.sh: wrong or disowned answers found rewarded
# in the fifteenth session (tests/verify/hostile_holes12.py, issue 26):
# a last statement then a sentence of its own taking the value back
# ("The total is 42. Rejected.", "... Wir haben es verworfen."; main
# rewarded 103 of 452), an estimate asked for and a bounded or disowned
# value given (main rewarded 24 of 48), a power written "4**2" before an
# unclosed bold value ("... the total is **42.": main rewarded 72 of 72,
# and refused its 60 closed twins), an answer's name made part of a
# longer description ("答案书上写的是42。": main rewarded 21 of 24), an
# equation's value after disowning words ("The error is x = 42.": main
# rewarded 18 of 24).
# None rewarded; their committed twins (the statement alone or closed by
# a recognised remark, the estimate stated, the bold closed, "答案是42。",
# "答案也是42。") all are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-holes12

hostile holes12 "no hostile variant rewarded, every control is" \
    900 290 controls
exit 0
