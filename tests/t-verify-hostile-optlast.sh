#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-optlast.sh: a last statement naming an option is read
# word by word as a number's is (tests/verify/hostile_optlast.py, issue
# 26): "The correct option is (C).", "Die richtige Antwort ist C." are
# rewarded; "The wrong option is (C).", "My least favourite option is
# C.", "The blorpy option is C.", "La opción incorrecta es la C.", the
# letter then "(or B)" and a letter the problem does not list are not,
# and "The option that does not work is (C)." is not either: a noun of
# a measure after "not", "does" or a modal is that verb ("work"; the
# description then names no quantity: answer_open.c, verb_before in
# measure_named), 9 -> 0.  Main (a9f9d96d) rewarded 343 known (unlisted
# letters, "(or B)" after one).
set -u
. "$TOP/tests/lib.sh"

hostile optlast "right options rewarded, no wrong one" 2600 500 "right" 0
# 76 lost until the thirty-second session, when a lower-case letter in
# parentheses after a word that names an option ("A alternativa correta
# é a (c).", "La opción correcta es la (d).") was read as the letter;
# left: Italian's "L'opzione corretta è la D.", German's "Die korrekte
# Option ist D."
step -o hostile-optlast.out "at most 51 right ones lost" \
    test "$(sed -n 's/^hostile_optlast: .*, \([0-9]*\) lost, .*/\1/p' \
    hostile-optlast.out)" -le 51
exit 0
