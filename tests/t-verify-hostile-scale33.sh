#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-scale33.sh: "billion" and "trillion" in French and
# German, the long scale's 10^12 and 10^18 (issue 26, review 33's fifth
# finding; tests/verify/hostile_scale33.py): "La réponse est 2
# billions." against 2·10^9 and "2 billions" with no language known are
# never rewarded; English's "The answer is 2 billion." against 2·10^9
# is; the French and German sentences against the long scale's value
# are refused as on main (capped, 38 lost).  On main (f3ebbc8e), 106
# variants: 36 wrong rewarded, 38 controls refused.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-scale33

hostile scale33 "no short scale read in French or German, every \
English control is" 100 60 controls
step -o hostile-scale33.out "at most 38 long-scale twins lost" \
    test "$(hostile_count scale33 lost)" -le 38
exit 0
