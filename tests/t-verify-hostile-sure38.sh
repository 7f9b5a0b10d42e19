#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-sure38.sh: a certainty opener before the last
# statement that gives the answer with no box ("Sans aucun doute, la
# réponse est 240 km.", "可以肯定，答案是240公里。"), or as the value's
# label ("Ganz sicher: 240 km."), and a correction that states the
# corrected value ("Erratum: the correct figure is 240 km.")
# (tests/verify/hostile_sure38.py).  The right ones are rewarded; the
# opener before a wrong value, a doubt after it, a near miss ("Sans
# doute,"), a correction to a wrong value and every response against
# another reference are not.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-sure38

hostile sure38 "no wrong one rewarded" 800 200 "right ones"
step -o hostile-sure38.out "no right one lost (148 at 1b445cba)" \
    test "$(hostile_count sure38 lost)" -eq 0
exit 0
