#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_motion88.py: a concluding statement of a speed by a verb of
motion and its preposition, in eight languages (issue 26, session 57).

Lost on session 56's binary: the verbs of motion were in no table of
the statements' words ("Donc la voiture roule à 60 km/h.", "Entonces el
coche va a 60 km/h.", "Então o carro anda a 60 km/h.", "Quindi l'auto
viaggia a 60 km/h.", "Итак, машина едет со скоростью 60 км/ч.",
"Jadi mobil itu melaju dengan kecepatan 60 km/jam.", "Vậy ô tô đi với
vận tốc 60 km/giờ.", "Zatem samochód jedzie z prędkością 60 km/h.":
answer_euro.c's tables, answer_open.c's rows).  A bound, a negation, a
conditional, a doubt and another unit stay refused.

usage: hostile_motion88.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# (kind, problem of a car over {a} km in 4 hours asking its speed, rights
# of {v}, twins of {v})
LANGS = (
    ("fr", "Une voiture parcourt {a} km en 4 heures. Quelle est sa "
     "vitesse moyenne en km/h ?",
     ["Donc la voiture roule à {v} km/h.",
      "Donc la voiture circule à {v} km/h."],
     ["Donc la voiture roule à environ {v} km/h.",
      "Donc la voiture ne roule pas à {v} km/h.",
      "Donc la voiture roulerait à {v} km/h.",
      "Donc la voiture roule à {v} km/h ou plus.",
      "Donc la voiture roule à {v} m/s."]),
    ("es", "Un coche recorre {a} km en 4 horas. ¿Cuál es su velocidad "
     "media en km/h?",
     ["Entonces el coche va a {v} km/h.",
      "Entonces el coche viaja a {v} km/h."],
     ["Entonces el coche va a unos {v} km/h.",
      "Entonces el coche no va a {v} km/h.",
      "Entonces el coche iría a {v} km/h.",
      "Entonces el coche va a más de {v} km/h."]),
    ("pt", "Um carro percorre {a} km em 4 horas. Qual é a sua velocidade "
     "média em km/h?",
     ["Então o carro anda a {v} km/h.", "Então o carro viaja a {v} km/h."],
     ["Então o carro anda a cerca de {v} km/h.",
      "Então o carro não anda a {v} km/h.",
      "Então o carro talvez ande a {v} km/h."]),
    ("it", "Un'auto percorre {a} km in 4 ore. Qual è la sua velocità media "
     "in km/h?",
     ["Quindi l'auto viaggia a {v} km/h."],
     ["Quindi l'auto viaggia a circa {v} km/h.",
      "Quindi l'auto non viaggia a {v} km/h.",
      "Quindi l'auto forse viaggia a {v} km/h."]),
    ("ru", "Машина проезжает {a} км за 4 часа. Какова её средняя скорость "
     "в км/ч?",
     ["Итак, машина едет со скоростью {v} км/ч.",
      "Итак, машина движется со скоростью {v} км/ч."],
     ["Итак, машина едет со скоростью примерно {v} км/ч.",
      "Итак, машина не едет со скоростью {v} км/ч.",
      "Итак, машина, наверное, едет со скоростью {v} км/ч."]),
    ("id", "Sebuah mobil menempuh {a} km dalam 4 jam. Berapa kecepatan "
     "rata-ratanya dalam km/jam?",
     ["Jadi mobil itu melaju dengan kecepatan {v} km/jam."],
     ["Jadi mobil itu melaju dengan kecepatan sekitar {v} km/jam.",
      "Jadi mobil itu tidak melaju dengan kecepatan {v} km/jam.",
      "Jadi mobil itu mungkin melaju dengan kecepatan {v} km/jam."]),
    ("vi", "Một ô tô đi {a} km trong 4 giờ. Vận tốc trung bình của nó là "
     "bao nhiêu km/h?",
     ["Vậy ô tô đi với vận tốc {v} km/giờ."],
     ["Vậy ô tô đi với vận tốc khoảng {v} km/giờ.",
      "Vậy ô tô không đi với vận tốc {v} km/giờ."]),
    ("pl", "Samochód przejeżdża {a} km w 4 godziny. Jaka jest jego średnia "
     "prędkość w km/h?",
     ["Zatem samochód jedzie z prędkością {v} km/h."],
     ["Zatem samochód jedzie z prędkością około {v} km/h.",
      "Zatem samochód nie jedzie z prędkością {v} km/h.",
      "Zatem samochód chyba jedzie z prędkością {v} km/h."]),
)


def main():
    verify_run.usage("hostile_motion88")
    return verify_run.run_langs(
        "hostile_motion88", LANGS, (60, 75), a_of=lambda v: 4 * v,
        work=lambda v: "%d / 4 = %d.\n\n" % (4 * v, v))


if __name__ == "__main__":
    sys.exit(main())
