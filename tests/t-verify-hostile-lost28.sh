#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-lost28.sh: right answers issue 26's review 27 found
# lost (tests/verify/hostile_lost28.py): a measured quantity stated
# with its measure verb in es/fr/it/pt ("La ficelle mesure donc 36
# cm.", "Donc le livre coûte 36 euros."), Turkish and Arabic unit
# words ("Cevap: 3 saat.", "الإجابة: 36 سم."), Ukrainian number words
# ("Відповідь: дев'яносто шість."),
# French ones whose unit is an English word too ("vingt-six"),
# the answer restated with a lead-in ("Ещё раз: ответ 36."), an
# antiderivative's constant named k or \text{const}, Kimi's reasoning
# marks (◁think▷...◁/think▷), each against another value or unit and
# with twins hedged, bounded ("mide aprox. 36 cm"), negated,
# doubted, a guess as the subject ("la estimación mide"), a condition
# or a guess opening it ("Si la cuerda mide"), restated with another
# value or left inside an unclosed reasoning: none of those rewarded.
# On main (a9f9d96d), 3,946 variants: 66 wrong ("Cevap: 13 gün." as 13
# weeks; the answer inside an unclosed ◁think▷; "mide aprox. 36 cm",
# "mesure env."), 509 of 637 right lost.  Still lost (3):
# "\boxed{x^2 + \text{ constant }}" (the box's words refused).
# A last statement whose subject names an estimate ("So the estimate
# measures 36 cm.", "Also ist die Schätzung 36.", "Итак, оценка равна
# 36."), 56 variants: 21 twins rewarded at 3666f8a1, none since (with no
# problem, a description holding a guess noun gives a guess; the nouns
# of every listed language are rows of kind R_GUESS in
# lib/verify/answer_rows.c, tests/t-verify-hostile-guess29.sh).
set -u
. "$TOP/tests/lib.sh"

hostile lost28 "no wrong or disowned twin rewarded" 4000 650 right
step -o hostile-lost28.out "at most 3 right answers lost" \
    test "$(hostile_count lost28 lost)" -le 3
exit 0
