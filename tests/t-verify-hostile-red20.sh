#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-red20.sh: a twentieth red team's adversarial
# responses (issue 26, round 21: tests/verify/hostile_red20.py) in
# phrasings no earlier round wrote: a word of the value's own after it
# in a language whose word after a value is its noun ("Die Antwort ist
# 42 Zehntel.", "La réponse est 42 centaines.", "Ответ: 42 дюжины.",
# "उत्तर 42 सौ है।", in a box's \text and a bold too), a negated
# contraction whose apostrophe is mistyped as a semicolon or a comma
# ("The answer isn;t 42."), a sign word before the value in each
# language, hedges and negations in languages with few rows, an agent's
# answer tag graded false after it, a JSON answer's sibling that says it
# is not final, a box restated as another value, a box's relation that
# is no equality, a doubting word after the value in a language whose
# word after a value is its noun ("Die Antwort ist 42 Vermutung.",
# "Ответ: 42 ли.": the noun must be recognised, not only shaped like
# one), a name said to be near the value in math ("\boxed{x \approx
# 42}": a hedge, as "\boxed{\approx 42}" is; Math-Verify's case c0104,
# which expects it equal, is justified).  None is rewarded; every
# control is.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-red20

hostile red20 "no variant rewarded, every control is" 3186 462 "controls" 0
exit 0
