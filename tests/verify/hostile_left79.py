#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_left79.py: a last statement of what remains, with a verb of
remaining or a word of "now" that is not the question's, in six
languages (issue 26, session 56).

Lost on session 55's binary though they answer "how many apples does
she have left": "Somit verbleiben 18 Äpfel." (de), "Итак, у Мии
остаётся 18 яблок." (ru), "미아에게는 사과 18개가 남았습니다.", "미아는
이제 사과 18개를 가지고 있습니다.", "사과 18개가 남아 있습니다." (ko),
"Kwa hiyo, Mia ana tufaha 18 sasa.", "Yamebaki tufaha 18." (sw: a verb
of remaining lent by the problem's "Amebakiwa", a sentence's capital
first), "ตอนนี้มีอามีแอปเปิล 18 ผล" (th).  Their negations, hedges and
questions stay refused.

usage: hostile_left79.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# (kind, problem of {a} apples, 3 given away, rights of {v}, twins)
LANGS = (
    ("de", "Mia hat {a} Äpfel. Sie verschenkt 3. Wie viele Äpfel hat sie "
     "noch?",
     ["Somit verbleiben {v} Äpfel.", "Es verbleiben {v} Äpfel."],
     ["Somit verbleiben etwa {v} Äpfel.", "Somit verbleiben nicht {v} "
      "Äpfel.", "Somit verbleiben vielleicht {v} Äpfel.",
      "Verbleiben {v} Äpfel?"]),
    ("ru", "У Мии {a} яблок. Она отдаёт 3. Сколько яблок у неё осталось?",
     ["Итак, у Мии остаётся {v} яблок.", "У Мии остается {v} яблок."],
     ["Итак, у Мии остаётся около {v} яблок.",
      "Итак, у Мии не остаётся {v} яблок.",
      "Итак, у Мии, наверное, остаётся {v} яблок."]),
    ("ko", "미아는 사과 {a}개를 가지고 있습니다. 3개를 줍니다. 사과는 몇 개 "
     "남았습니까?",
     ["미아에게는 사과 {v}개가 남았습니다.",
      "미아는 이제 사과 {v}개를 가지고 있습니다.",
      "사과 {v}개가 남아 있습니다."],
     ["미아에게는 사과 약 {v}개가 남았습니다.",
      "미아는 이제 사과 {v}개를 가지고 있지 않습니다.",
      "사과 {v}개가 남아 있을 것 같습니다.",
      "사과 {v}개가 남아 있습니까?"]),
    ("sw", "Mia ana tufaha {a}. Anatoa 3. Amebakiwa na tufaha ngapi?",
     ["Kwa hiyo, Mia ana tufaha {v} sasa.", "Yamebaki tufaha {v}.",
      "Mia amebaki na tufaha {v}."],
     ["Kwa hiyo, Mia ana tufaha karibu {v} sasa.",
      "Hayajabaki tufaha {v}.", "Labda yamebaki tufaha {v}.",
      "Yamebaki tufaha {v}?"]),
    ("th", "มีอามีแอปเปิล {a} ผล เธอให้ไป 3 ผล เธอเหลือแอปเปิลกี่ผล",
     ["ตอนนี้มีอามีแอปเปิล {v} ผล", "ตอนนี้มีอาเหลือแอปเปิล {v} ผล"],
     ["ตอนนี้มีอามีแอปเปิลประมาณ {v} ผล", "ตอนนี้มีอาอาจมีแอปเปิล {v} ผล",
      "ตอนนี้มีอาไม่มีแอปเปิล {v} ผล"]),
    ("en", "Mia has {a} apples. She gives 3 away. How many apples does "
     "she have left?",
     ["Mia has {v} apples left now.", "Now Mia has {v} apples."],
     ["Mia has about {v} apples left now.", "Mia has no {v} apples left.",
      "Mia might have {v} apples left now."]),
)


def main():
    verify_run.usage("hostile_left79")
    return verify_run.run_langs(
        "hostile_left79", LANGS, (18, 25), a_of=lambda v: v + 3,
        work=lambda v: "%d - 3 = %d.\n\n" % (v + 3, v))


if __name__ == "__main__":
    sys.exit(main())
