#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-noun.sh: a word with letters outside ASCII right
# after the value is the noun it counts only with a noun's shape in its
# sentence's language, or as the problem's word (tests/verify/
# hostile_noun.py, issue 26): words and clauses of doubt, negation,
# condition and correction with accents in eleven languages, and in
# Cyrillic and Greek, after a box, a bold value or an answer phrase's
# value ("\boxed{7} réfuté.", "\boxed{7}, şüpheli.", "**7** greșit.",
# "\boxed{7} сомнительно."): none rewarded (main before the fix
# rewarded 1,712 of them); real nouns after values ("\boxed{42}
# maçãs.", "42 Äpfel", "42 élèves", "Cevap 42 elma." under a problem
# about elma): every one.  Nor an English plural after a box and its
# comma ("\boxed{42}, guesses.": 84 variants, all rewarded before).
# Twins whose first word is ASCII, another rule's holes, are counted
# apart (30; 18 since an ASCII word right after a bold value is its
# noun only with a noun's shape or as a unit: "**7** poate." is no
# answer; 3 since a plural's shape after other words is the problem's
# plural, or with no problem follows a count's adjectives: "\boxed{7}
# nem biztos." is no answer).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-noun

hostile noun "no accented twin rewarded, every control is" \
    8662 178 controls 0
step "all 15 languages" test "$(hostile_groups noun)" -eq 15
exit 0
