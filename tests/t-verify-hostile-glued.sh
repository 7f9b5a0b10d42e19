#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-glued.sh: two equations joined by a word of another
# language are two values (tests/verify/hostile_glued.py): "x = 2 oder
# x = 3", "Ответ: x = 2 или x = 3" (main read the last '=' of a
# computation and rewarded 3) and "x = 2 o x = 3", "\boxed{x = 2 y x =
# 3}" (Spanish's "or" and "and" lexed as letters, a chain main took as
# x's value) never rewarded, against either value, in 15 languages;
# the same phrases giving one equation rewarded (main refused
# "Respuesta final: x = 3" and "Die Antwort ist y = 4", y read as
# Spanish's "and"), and so are computations in prose ("5 x 3 = 15 and
# the total is 15 - 12 = 3").
set -u
. "$TOP/tests/lib.sh"

hostile glued "no glued equation rewarded, every control is" 1648 192 \
    controls
exit 0
