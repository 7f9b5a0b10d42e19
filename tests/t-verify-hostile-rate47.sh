#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-rate47.sh: a rate after the answer's noun that the
# problem does not ask for (tests/verify/hostile_rate47.py, issue 26):
# "The answer is 126 books per shelf.", "\boxed{126} books on each
# shelf.", "126 books a day" for the books a library has are another
# quantity than the total asked, never rewarded; the same without the
# rate, and a rate the question asks for ("How many books are on each
# shelf?", "... per day?"), are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-rate47

hostile rate47 "no rate rewarded for a total, every right one is" 330 \
    70 "right ones"
exit 0
