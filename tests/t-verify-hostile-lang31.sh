#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lang31.sh: a language papo-verify does not list is no
# answer, never a guess (issue 26: tests/verify/hostile_lang31.py): the
# train problem's answer in 47 languages with no rows written in letters
# or a script a listed language shares (Latin, Cyrillic, Devanagari,
# Arabic's), as a statement alone, a statement before a bare box, a
# label line and with the kilometre written out, a doubt with no value
# before a bare box; and a listed language's statement turned into a
# question by a tag ("..., right?") before a bare box.  None is rewarded; every twin is (the 22 listed languages'
# forms, the problem's question asked again before the box), but the
# statements alone main does not read (11, counted as lost).  The known
# holes: Galician and Catalan read as Spanish and Portuguese, by the rule
# (6); a doubt in 7 languages whose words there are mostly one listed
# language's rows (14).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-lang31

hostile lang31 "no variant rewarded, every twin is" 500 160 "controls" 20
step "at most 11 twins lost" test "$(sed -n \
    's/^hostile_lang31: .*, \([0-9]*\) lost.*/\1/p' hostile-lang31.out)" -le 11
exit 0
