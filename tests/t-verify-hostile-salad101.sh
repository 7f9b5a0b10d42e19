#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-salad101.sh: a last statement whose subject a
# description names ("The busy shop sells 60 pens.") and an answer's name
# in five languages with its own words before the value ("Risposta
# finale: 7") are rewarded; with a negation, a doubt or a condition of
# any listed language in the description or after the name ("The pas
# shop sells 60 pens.", "La risposta no è 7.", "A resposta no é 7.") they
# are not, nor a statement in the problem's words with a word of another
# language ("Tom si hat 7 Äpfel.") (57 were rewarded on session 59's
# binary; tests/verify/hostile_salad101.py, issue 26).  Known holes
# counted apart.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-salad101

hostile salad101 "a negation of any language in a description or a name" \
    550 23 "right" 5
step "no right form lost" test "$(sed -n \
    's/^hostile_salad101: .*, \([0-9]*\) lost, .*/\1/p' \
    hostile-salad101.out)" -eq 0
exit 0
