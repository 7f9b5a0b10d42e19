#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-red18.sh: an eighteenth red team's adversarial
# responses (issue 26, round 19: tests/verify/hostile_red18.py) in
# every language papo-verify(1) lists: every symbol Unicode has right
# after the value, a combining mark or a modifier letter on no letter, an answer's JSON key nested under a draft's or a
# candidate's key, a short line naming someone else's saying or a
# tool's output with a colon above a box alone on its line, a value
# inside a <think> the response then leaves unanswered, a value in a
# relation to the answer, an option letter denied or doubled.  None is
# rewarded but the known holes the generator lists; every control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-red18

hostile red18 "no variant rewarded, every control is" 27650 1401 "controls" 0
exit 0
