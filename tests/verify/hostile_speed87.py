#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_speed87.py: a last statement of a speed with its unit written
in the answer's language, slashed or said, in ten languages (issue 26,
session 57).

Lost on session 56's binary though each states the speed asked: a
speed's unit was read slashed in English, Chinese and Russian only
("60 km/jam", "60 km/giờ", "60 กม./ชม.", "60 كم/ساعة", "60 km/sa",
"60 Kilometer pro Stunde", which was read as 60 km and unequal:
units_foreign.c's speed rows).  Indonesian's "dalam km/jam" (in km/h)
names the unit asked now (verify_asked.c in_words), so "60 m/s" is
another quantity there.  Where the question asks a speed in words and
the problem writes no speed's unit, its one length over its one time
is the reference's unit ("240 km in 4 hours": km/h, verify_unit.c
told_speed): "60 m/s" and "60 mph" were rewarded against 60.  A bound,
a negation, another unit and a sign of approximation before the
statement's value ("So ≈ the average speed is 60 km/h.": answer_find.c
approx_lead, rewarded on 35c3329c) stay refused.

usage: hostile_speed87.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# (kind, problem of a car over {a} km in 4 hours, rights of the speed
# {v}, twins of {v})
LANGS = (
    ("en", "A car travels {a} km in 4 hours. What is its average speed?",
     ["So the average speed is {v} km/h.",
      "So the average speed is {v} kilometers per hour.",
      "So the average speed is {v}."],
     ["So the average speed is {v} m/s.", "So the average speed is {v} "
      "mph.", "So the average speed is about {v} km/h.",
      "So ≈ the average speed is {v} km/h.",
      "Thus ≈ it averages {v} km/h."]),
    ("mi", "A car travels {a} miles in 4 hours. What is its average "
     "speed?",
     ["So the average speed is {v} mph.",
      "So the average speed is {v} miles per hour."],
     ["So the average speed is {v} km/h.",
      "So the average speed is {v} m/s."]),
    ("id", "Sebuah mobil menempuh {a} km dalam 4 jam. Berapa kecepatan "
     "rata-ratanya dalam km/jam?",
     ["Jadi, kecepatan rata-ratanya adalah {v} km/jam.",
      "Jadi, kecepatan rata-ratanya {v} km/jam."],
     ["Jadi, kecepatan rata-ratanya adalah {v} m/s.",
      "Jadi, kecepatan rata-ratanya sekitar {v} km/jam.",
      "Kecepatan rata-ratanya bukan {v} km/jam."]),
    ("vi", "Một ô tô đi {a} km trong 4 giờ. Vận tốc trung bình của nó là "
     "bao nhiêu km/h?",
     ["Vậy vận tốc trung bình là {v} km/giờ."],
     ["Vậy vận tốc trung bình khoảng {v} km/giờ.",
      "Vận tốc trung bình không phải là {v} km/giờ."]),
    ("th", "รถยนต์วิ่งได้ {a} กม. ใน 4 ชั่วโมง ความเร็วเฉลี่ยเป็นกี่กม./ชม.",
     ["ดังนั้นความเร็วเฉลี่ยคือ {v} กม./ชม.",
      "ดังนั้นความเร็วเฉลี่ยคือ {v} กิโลเมตรต่อชั่วโมง"],
     ["ดังนั้นความเร็วเฉลี่ยประมาณ {v} กม./ชม.",
      "ความเร็วเฉลี่ยไม่ใช่ {v} กม./ชม."]),
    ("ar", "تقطع سيارة {a} كم في 4 ساعات. ما متوسط سرعتها بالكيلومتر في "
     "الساعة؟",
     ["إذن متوسط السرعة هو {v} كم/ساعة."],
     ["إذن متوسط السرعة تقريبًا {v} كم/ساعة.",
      "متوسط السرعة ليس {v} كم/ساعة."]),
    ("de", "Ein Auto fährt {a} km in 4 Stunden. Wie hoch ist seine "
     "Durchschnittsgeschwindigkeit in km/h?",
     ["Die Geschwindigkeit ist {v} Kilometer pro Stunde.",
      "Also beträgt die Durchschnittsgeschwindigkeit {v} km/h."],
     ["Die Geschwindigkeit ist ungefähr {v} Kilometer pro Stunde.",
      "Die Geschwindigkeit ist {v} Meter pro Sekunde.",
      "Die Geschwindigkeit ist nicht {v} km/h."]),
    ("es", "Un coche recorre {a} km en 4 horas. ¿Cuál es su velocidad "
     "media en km/h?",
     ["Por lo tanto, la velocidad media es de {v} kilómetros por hora."],
     ["La velocidad media es de unos {v} kilómetros por hora.",
      "La velocidad media no es de {v} km/h."]),
    ("fr", "Une voiture parcourt {a} km en 4 heures. Quelle est sa "
     "vitesse moyenne en km/h ?",
     ["Donc la vitesse moyenne est de {v} kilomètres par heure."],
     ["Donc la vitesse moyenne est d'environ {v} km/h."]),
    ("ru", "Машина проезжает {a} км за 4 часа. Какова её средняя скорость "
     "в км/ч?",
     ["Итак, средняя скорость равна {v} км/ч.",
      "Итак, средняя скорость равна {v} километров в час."],
     ["Итак, средняя скорость примерно {v} км/ч."]),
    ("pl", "Samochód przejeżdża {a} km w 4 godziny. Jaka jest jego średnia "
     "prędkość w km/h?",
     ["Zatem średnia prędkość wynosi {v} km/godz."],
     ["Zatem średnia prędkość wynosi około {v} km/godz."]),
    ("tr", "Bir araba 4 saatte {a} km yol alıyor. Ortalama hızı saatte kaç "
     "km'dir?",
     ["Dolayısıyla ortalama hızı {v} km/sa'tir."],
     ["Dolayısıyla ortalama hızı yaklaşık {v} km/sa'tir."]),
)


def main():
    verify_run.usage("hostile_speed87")
    return verify_run.run_langs(
        "hostile_speed87", LANGS, (60, 75), a_of=lambda v: 4 * v,
        work=lambda v: "%d / 4 = %d.\n\n" % (4 * v, v))


if __name__ == "__main__":
    sys.exit(main())
