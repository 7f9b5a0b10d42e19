#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-conc106.sh: a conclusion after a derivation in the
# languages written in Latin letters ("3 + 4 = 7, donc Tom a 7
# pommes."), a Japanese reason before the answer's phrase ("3+4=7なの
# で、答えは7個です。"), "This gives 7.", "Obviously, Tom has 7 apples."
# and "3 + 4 = **7**" are rewarded; after a clause that answers with
# another value ("Le total est -7, donc 7."), with a doubt or a negation
# in them, they are not (tests/verify/hostile_conc106.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-conc106

hostile conc106 "a conclusion after a derivation, in six languages" 700 140 \
    "right" 18
step "no right form lost" test "$(sed -n \
    "s/^hostile_conc106: .*, \([0-9]*\) lost, .*/\1/p" hostile-conc106.out)" \
    -eq 0
exit 0
