#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-red17.sh: a seventeenth red team's adversarial
# responses (issue 26, round 18: tests/verify/hostile_red17.py) against
# what the session's merges accept: a line break of another kind (lone
# CR, U+2028, U+2029, NEL, vertical tab, form feed) before a sentence
# that disowns the value, a cut hidden by trailing white space, a
# combining mark on a closing remark's letter, "That's all." then a
# doubt, the Hindi step openers hedged, a step heading naming a draft
# or a guess, a label's parenthesis saying draft, a remark after
# \hfill, a check of all the conditions but one, a question mark of
# another script after the value, a letter or mark of a script no row
# reads after it, an English function word after it in a sentence of
# another script.  None is rewarded but the known holes the generator
# lists; every control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-red17

hostile red17 "no variant rewarded, every control is" 129114 2238 "controls" 0
exit 0
