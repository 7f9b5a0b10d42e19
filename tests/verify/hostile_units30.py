#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_units30.py: a unit of another dimension or size than the
problem asks, in every language the man page lists (issue 26, review
30's findings 3, 5 and 7).

usage: hostile_units30.py PAPO_VERIFY [--list]

Per language, a problem that gives a speed and asks a distance in
kilometres, in the language's own words ("Wie weit fährt er in
Kilometern?", "в километрах", "何km", "몇 km를", "kaç kilometre",
"berapa kilometer", "bao nhiêu ki-lô-mét", "بالكيلومترات").  The value
boxed bare or in kilometres is the answer (LANG-right; against another
value LANG-wrong); the same value in km/h, metres, centimetres or miles
is another quantity or another size (LANG-unit, never rewarded).  In
English a speed asked and a distance answered, and a percentage given
with dollars asked ("30%" for the sale price) are wrong too; a rate
where the question asks one per span ("each day", "5 times a week")
and the percentage a question asks are right.  The abbreviations
"किमी", "কিমি", "కి.మీ." after a box are kilometres.

Prints a count per group and the summary line the t-*.sh test reads:
"hostile_units30: N variants (M right), K wrong, L lost".
Exits 1 when a unit or a wrong one is rewarded.
"""
import sys

import verify_run

PROBLEMS = {
    "en": "A train travels at 80 km/h for 3 hours. How far does it "
          "travel, in kilometres?",
    "zh": "一列火车以每小时80公里的速度行驶3小时。它一共行驶了多少公里？",
    "zt": "一列火車以每小時80公里的速度行駛3小時。它一共行駛了多少公里？",
    "ja": "列車が時速80kmで3時間走ります。何km走りますか？",
    "ko": "기차가 시속 80km로 3시간 달립니다. 몇 km를 달립니까?",
    "fr": "Un train roule à 80 km/h pendant 3 heures. Quelle distance "
          "parcourt-il, en kilomètres ?",
    "de": "Ein Zug fährt 3 Stunden lang mit 80 km/h. Wie weit fährt er "
          "in Kilometern?",
    "es": "Un tren viaja a 80 km/h durante 3 horas. ¿Qué distancia "
          "recorre, en kilómetros?",
    "it": "Un treno viaggia a 80 km/h per 3 ore. Quanta strada percorre, "
          "in chilometri?",
    "pt": "Um trem viaja a 80 km/h durante 3 horas. Que distância ele "
          "percorre, em quilômetros?",
    "ru": "Поезд едет со скоростью 80 км/ч в течение 3 часов. Какое "
          "расстояние он проедет в километрах?",
    "th": "รถไฟวิ่งด้วยความเร็ว 80 กม./ชม. เป็นเวลา 3 ชั่วโมง "
          "รถไฟวิ่งได้กี่กิโลเมตร?",
    "bn": "একটি ট্রেন ঘণ্টায় 80 কিমি বেগে 3 ঘণ্টা চলে। এটি কত কিলোমিটার "
          "যায়?",
    "sw": "Treni inasafiri kwa kasi ya km 80 kwa saa kwa saa 3. "
          "Inasafiri umbali gani kwa kilomita?",
    "te": "ఒక రైలు గంటకు 80 కి.మీ. వేగంతో 3 గంటలు ప్రయాణిస్తుంది. అది "
          "ఎన్ని కిలోమీటర్లు ప్రయాణిస్తుంది?",
    "hi": "एक ट्रेन 80 किमी/घंटा की गति से 3 घंटे चलती है। वह कितने "
          "किलोमीटर चलती है?",
    "ar": "يسير قطار بسرعة 80 كم/ساعة لمدة 3 ساعات. ما المسافة التي "
          "يقطعها بالكيلومترات؟",
    "id": "Sebuah kereta melaju 80 km/jam selama 3 jam. Berapa kilometer "
          "jarak yang ditempuhnya?",
    "vi": "Một đoàn tàu chạy với vận tốc 80 km/h trong 3 giờ. Nó đi được "
          "bao nhiêu ki-lô-mét?",
    "pl": "Pociąg jedzie z prędkością 80 km/h przez 3 godziny. Jaką "
          "odległość pokonuje w kilometrach?",
    "uk": "Потяг їде зі швидкістю 80 км/год протягом 3 годин. Яку "
          "відстань він долає в кілометрах?",
    "tr": "Bir tren saatte 80 km hızla 3 saat gidiyor. Kaç kilometre yol "
          "alır?",
}

RIGHT = ["\\boxed{240}", "\\boxed{240 \\text{ km}}", "$\\boxed{240}$ km"]
OTHER = ["\\boxed{240 \\text{ km/h}}", "\\boxed{240 \\text{ m}}",
         "\\boxed{240 \\text{ cm}}", "\\boxed{240 \\text{ mi}}",
         "$\\boxed{240}$ km/h", "\\boxed{240 \\text{ kilometres per hour}}"]
LEADS = ["80 × 3 = 240\n\n", "<think>\n80 × 3 = 240\n</think>\n\n"]

# (problem, reference, right responses, wrong-unit responses) in English
EXTRA = [
    ("A cyclist rides 45 km in 3 hours. What is her average speed in "
     "km/h?", "15", ["\\boxed{15 \\text{ km/h}}", "\\boxed{15}"],
     ["\\boxed{15 \\text{ km}}", "Her average speed is 15 km.",
      "Speed: 15 kilometres"]),
    ("Sam works 40 hours over 5 days, the same each day. How many hours "
     "does he work each day?", "8", ["\\boxed{8 \\text{ hours per day}}",
                                     "\\boxed{8 \\text{ hours}}"], []),
    ("Jeff's work is 3 miles away. He walks there and back each day he "
     "works. How many miles does he walk if he works 5 times a week?",
     "30", ["\\boxed{30 \\text{ miles per week}}", "\\boxed{30}"], []),
    ("A jacket costs $40. It is on sale for 25% off. What is the sale "
     "price in dollars?", "30", ["\\boxed{30}", "\\boxed{\\$30}"],
     ["\\boxed{30\\%}", "The sale price is 30%.",
      "The sale price is 30 percent."]),
    ("A jacket costs $40 and sells for $30. What percent of the price is "
     "the sale price?", "75", ["\\boxed{75\\%}", "\\boxed{75}"], []),
]

INDIC = {"hi": "**अंतिम उत्तर:** 240 किमी", "bn": "**চূড়ান্ত উত্তর:** 240 কিমি",
         "te": "**తుది సమాధానం:** 240 కి.మీ."}


def rows():
    vs = []
    for lang, p in PROBLEMS.items():
        for lead in LEADS:
            for r in RIGHT:
                verify_run.right(vs, lang, "240", lead + r, p,
                                 fam=lang + "-right", wrong="250")
            for r in OTHER:
                verify_run.add(vs, lang, lang + "-unit", "240", lead + r, p)
        if lang in INDIC:
            verify_run.right(vs, lang, "240", "80 × 3 = 240\n\n" +
                             INDIC[lang], p, fam=lang + "-right",
                             wrong="250")
    for p, ref, rights, others in EXTRA:
        for r in rights:
            verify_run.right(vs, "en", ref, r, p, fam="en-right")
        for r in others:
            verify_run.add(vs, "en", "en-unit", ref, r, p)
    return vs


def main():
    verify_run.usage("hostile_units30")
    return verify_run.run("hostile_units30", rows(),
                          group=lambda v: v["kind"],
                          right=lambda v: v["family"].endswith("-right"),
                          lost=lambda v: True, what="right", width=4)


if __name__ == "__main__":
    sys.exit(main())
