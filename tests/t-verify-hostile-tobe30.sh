#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-tobe30.sh: round 27's holes "tobe" and "bound" (issue
# 26) in the 22 languages papo-verify reads: tests/verify/
# hostile_tobe30.py.  Hostile: an answer phrase followed by a verb of
# seeming, a modal or a word that is no copula or lead ("The answer is
# appears to be 42", "The answer can be 42.", "Die Antwort kann 42
# sein.", "答案可以是42。"); a value followed by words that bound it,
# end a range with it or date it ("42 and above", "42 and more",
# "\boxed{42} to 43", "\boxed{42} earlier", "42 oder mehr", "42 et
# plus", "de 42 a 43", "42以上", "\boxed{42} antes").  None may be
# rewarded (main c6119c5a rewarded 144).  Right twins ("The answer is
# therefore 42.", "The answer is simply 42.", "The answer is going to
# be 42.", "Die Antwort ist einfach 42.", "答案是42。"), each against
# another value too (never rewarded): rewarded, but those main lost
# too, capped at 27 (main lost 81): "She has 42 apples and 3 pears."
# where the apples are asked, "He needs at least 42 coins." under "At
# least how many coins".
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-tobe30

hostile tobe30 "no variant rewarded but the known holes, every right twin is" \
    3000 750 right 0
step -o hostile-tobe30.out "at most 27 right twins lost" \
    test "$(sed -n 's/^hostile_tobe30: .*, \([0-9]*\) lost.*/\1/p' \
    hostile-tobe30.out)" -le 27
step "22 languages" test "$(hostile_groups tobe30 '[a-z][a-z]/bound')" -eq 22
exit 0
