#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-red23.sh: a twenty-third red team's adversarial
# responses (issue 26, round 23: tests/verify/hostile_red23.py) in
# phrasings no earlier round wrote, in the languages earlier rounds
# covered thinly: a bound after a count's measure word ("42個強",
# "42개가량"), a fraction in Chinese words ("42分之一"), the reasoning
# marks of other model families left open (<thought>,
# <|START_THINKING|>), a fenced code block under a line that disowns or
# exemplifies its value, a unit asked in Thai, Bengali or Telugu
# answered in another, a Swahili unit before its number or asked before
# "ngapi", one letter of another script after a phrase's value.  No
# variant may be rewarded (the known hole, "My friend wrote:" above an
# answer's label, 30 once, is closed: the cap is 0); every control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-red23

hostile red23 "no variant rewarded but the known holes, every control is" \
    4600 960 "controls" 0
exit 0
