#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_speed61.py: a speed, as conclusions in eight languages state
it (issue 26, session 49).

To "what is its average speed", "La vitesse moyenne est de 50 km/h.",
"Su velocidad media es de 50 km/h." (French's and Spanish's "de" after
the copula: answer_prose.c's fillers; "moyenne", "media", "promedio",
"durchschnittliche": answer_euro.c's tables), "La vitesse vaut 50
km/h." (a copula row), "Средняя скорость равна 50 км/ч." and
"所以平均速度为50千米/小时。" (a slashed speed: units_foreign.c; 千米
read whole, not the scale 千: answer_rest.c scale_or_unit), and
"平均速度是每小时50千米。" (the question's own rate before the value:
papo_answer_unit_period) were refused, and so was
"車の平均の速さは時速50kmです。" (a noun of one ideograph, 車, the
problem writes before a particle: answer_open.c kanji_noun).  With a hedge, a bound, a
negation, another rate ("每天") or another value beside it they stay
refused.

usage: hostile_speed61.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): fr, es, it, pt, de, ru, ja,
zh.
"""
import sys

import verify_run

LANGS = (
    ("fr", "Une voiture parcourt {a} km en 3 heures. Quelle est sa vitesse "
     "moyenne en km/h ?",
     ("La vitesse est de {v} km/h.", "Sa vitesse moyenne est de {v} km/h.",
      "Donc, la vitesse moyenne de la voiture est de {v} km/h.",
      "La vitesse moyenne vaut {v} km/h."),
     ("La vitesse est d'environ {v} km/h.",
      "La vitesse n'est pas de {v} km/h.",
      "La vitesse est de plus de {v} km/h.",
      "La vitesse est de {v} km/h ou {u} km/h.",
      "La vitesse moyenne vaut à peu près {v} km/h.")),
    ("es", "Un coche recorre {a} km en 3 horas. ¿Cuál es su velocidad media "
     "en km/h?",
     ("Su velocidad media es de {v} km/h.",
      "La velocidad media del coche es de {v} km/h.",
      "Por lo tanto, la velocidad promedio es de {v} km/h."),
     ("Su velocidad media es de unos {v} km/h.",
      "Su velocidad media no es de {v} km/h.",
      "Su velocidad media es de más de {v} km/h.")),
    ("it", "Un'auto percorre {a} km in 3 ore. Qual è la sua velocità media "
     "in km/h?",
     ("La velocità media è di {v} km/h.",),
     ("La velocità media è di circa {v} km/h.",)),
    ("pt", "Um carro percorre {a} km em 3 horas. Qual é a sua velocidade "
     "média em km/h?",
     ("A velocidade média é de {v} km/h.",),
     ("A velocidade média é de cerca de {v} km/h.",)),
    ("de", "Ein Auto fährt {a} km in 3 Stunden. Wie hoch ist seine "
     "Durchschnittsgeschwindigkeit in km/h?",
     ("Die durchschnittliche Geschwindigkeit beträgt {v} km/h.",),
     ("Die durchschnittliche Geschwindigkeit beträgt etwa {v} km/h.",
      "Die durchschnittliche Geschwindigkeit beträgt höchstens {v} km/h.")),
    ("ru", "Автомобиль проехал {a} км за 3 часа. Какова его средняя "
     "скорость в км/ч?",
     ("Средняя скорость автомобиля равна {v} км/ч.",
      "Его средняя скорость составляет {v} км/ч.", "Ответ: {v} км/ч."),
     ("Средняя скорость автомобиля примерно равна {v} км/ч.",
      "Средняя скорость автомобиля не равна {v} км/ч.",
      "Средняя скорость автомобиля больше {v} км/ч.")),
    ("ja", "車が3時間で{a}km走ります。平均の速さは時速何kmですか？",
     ("車の平均の速さは時速{v}kmです。", "車は時速{v}kmで走ります。",
      "答え：時速{v}km"),
     ("車の平均の速さは時速約{v}kmです。", "猫の平均の速さは時速{v}kmです。",
      "車の平均の速さは時速{v}kmでしょう。",
      "車の平均の速さは時速{v}kmではありません。")),
    ("zh", "一辆汽车3小时行驶{a}千米。它的平均速度是每小时多少千米？",
     ("所以平均速度为{v}千米/小时。", "平均速度是{v}公里每小时。",
      "答：{v}千米/小时", "平均速度是每小时{v}千米。",
      "答：它的平均速度是每小时{v}千米。"),
     ("平均速度大约是每小时{v}千米。", "平均速度不是每小时{v}千米。",
      "平均速度是每天{v}千米。", "平均速度是每小时大约{v}千米。",
      "平均速度是每小时{v}或{u}千米。", "平均速度可能是{v}千米/小时。")),
)


def speed(add):
    for kind, prob, rights, twins in LANGS:
        verify_run.kind_forms(add, kind, (50, 45, 62), prob, rights, twins,
                              a_of=lambda v: 3 * v,
                              work=lambda v: "%d / 3 = %d\n\n" % (3 * v, v))


def main():
    verify_run.usage("hostile_speed61")
    return verify_run.run_kinds("hostile_speed61",
                                verify_run.kind_rows([speed]), width=8)


if __name__ == "__main__":
    sys.exit(main())
