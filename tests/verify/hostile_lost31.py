#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lost31.py: right answers issue 26's review 30 found lost (its
finding 8: statements with the language's own subject or verb), in new
wordings (a bus, not a train; other verbs, subjects and word orders),
each beside twins that must stay refused, in the 22 language groups of
man/papo-verify.1:

 - num: a number word that restates the problem's given before the value
   ("In five hours the bus travels 350 km.", "公共汽车五小时行驶了350
   公里。", "Beş saatte otobüs 350 km yol alır.", "في خمس ساعات تقطع
   الحافلة 350 كم."); twins: a number the problem does not give ("six
   hours"), a doubt before the value, the statement negated;
 - noun: the quantity asked named before the value ("Vậy quãng đường là
   350 km.", "따라서 거리는 350km입니다.", "Отже, відстань дорівнює 350
   км."); twins: a doubt before the value, the statement negated;
 - own: a language's own way around the value (Korean's object particle
   "350km를 달립니다", German's separable particle "legt ... 350 km
   zurück", Arabic's "إجمالًا" after it and its article before the
   problem's noun, a Cyrillic capital on a word the problem writes in
   small letters, Indonesian's "menempuh", a unit's abbreviation with
   its verb after it: "350 కి.మీ. ప్రయాణిస్తుంది", "350 कि.मी. चलती
   है"); twins as noun's, and the statement negated.

Every right form is also judged against another reference (KIND-wrong,
never rewarded), and with another value (KIND-twin).

usage: hostile_lost31.py PAPO_VERIFY [--list]

Known holes (KNOWN) are counted apart: on main (9d47979a) 2 (a number
the problem does not give, before a Bengali or Telugu statement's
value), 0 since main reads those statements word by word (6ddf215d).
Main (9d47979a): 276 variants, 33 of the 57 right forms lost; after: 0,
and 2 since 6ddf215d (the Bengali and Telugu "five hours" forms: the
hour's word with its case ending, "ঘণ্টায়", "గంటల్లో", is no stem of
the problem's "ঘণ্টা", "గంటలు" as answer_open.c's lent() counts bytes).
"""
import sys

import verify_run

V = 350
WORK = "70 × 5 = 350\n\n"

# lang: (problem, number words (the given 5, another: 6), num form ({n},
# {v}), noun forms, own forms, the num form negated, a word of doubt)
LANGS = {
    "en": ("A bus travels at 70 km/h for 5 hours. How many kilometres "
           "does it travel?", ("five", "six"),
           "In {n} hours the bus travels {v} km.",
           ["So the distance is {v} km."], [],
           "In {n} hours the bus does not travel {v} km.", "maybe"),
    "zh-Hans": ("一辆公共汽车以每小时70公里的速度行驶5小时。它行驶了多少公里？",
                ("五", "六"), "公共汽车{n}小时行驶了{v}公里。",
                ["因此距离为{v}公里。", "所以路程是{v}公里。"], [],
                "公共汽车{n}小时没有行驶{v}公里。", "也许"),
    "zh-Hant": ("一輛公共汽車以每小時70公里的速度行駛5小時。它行駛了多少公里？",
                ("五", "六"), "公共汽車{n}小時行駛了{v}公里。",
                ["因此距離為{v}公里。", "所以路程是{v}公里。"], [],
                "公共汽車{n}小時沒有行駛{v}公里。", "也許"),
    "ja": ("バスが時速70kmで5時間走ります。何km走りますか？",
           ("五", "六"), "バスは{n}時間で{v}km走ります。",
           ["したがって、距離は{v}kmです。"], [],
           "バスは{n}時間で{v}km走りません。", "たぶん"),
    "ko": ("버스가 시속 70km로 5시간 달립니다. 몇 km를 달립니까?",
           ("다섯", "여섯"), "버스는 {n} 시간에 {v}km를 달립니다.",
           ["따라서 거리는 {v}km입니다."],
           ["따라서 버스는 모두 {v}km를 달립니다.",
            "그러므로 버스는 {v}km를 달립니다."],
           "버스는 {n} 시간에 {v}km를 달리지 않습니다.", "아마"),
    "fr": ("Un bus roule à 70 km/h pendant 5 heures. Combien de "
           "kilomètres parcourt-il ?", ("cinq", "six"),
           "En {n} heures le bus parcourt {v} km.",
           ["La distance est donc de {v} km."], [],
           "En {n} heures le bus ne parcourt pas {v} km.", "peut-être"),
    "de": ("Ein Bus fährt 5 Stunden lang mit 70 km/h. Wie viele Kilometer "
           "fährt er?", ("fünf", "sechs"),
           "In {n} Stunden fährt der Bus {v} km.",
           ["Die Entfernung beträgt also {v} km."],
           ["Der Bus legt also {v} km zurück.",
            "In fünf Stunden legt der Bus {v} km zurück."],
           "In {n} Stunden fährt der Bus nicht {v} km.", "vielleicht"),
    "es": ("Un autobús viaja a 70 km/h durante 5 horas. ¿Cuántos "
           "kilómetros recorre?", ("cinco", "seis"),
           "En {n} horas el autobús recorre {v} km.",
           ["Por lo tanto, la distancia es de {v} km."], [],
           "En {n} horas el autobús no recorre {v} km.", "quizás"),
    "it": ("Un autobus viaggia a 70 km/h per 5 ore. Quanti chilometri "
           "percorre?", ("cinque", "sei"),
           "In {n} ore l'autobus percorre {v} km.",
           ["Quindi la distanza è di {v} km."], [],
           "In {n} ore l'autobus non percorre {v} km.", "forse"),
    "pt": ("Um ônibus viaja a 70 km/h durante 5 horas. Quantos "
           "quilômetros ele percorre?", ("cinco", "seis"),
           "Em {n} horas o ônibus percorre {v} km.",
           ["Portanto, a distância é de {v} km."], [],
           "Em {n} horas o ônibus não percorre {v} km.", "talvez"),
    "ru": ("Автобус едет со скоростью 70 км/ч в течение 5 часов. Сколько "
           "километров он проедет?", ("пять", "шесть"),
           "За {n} часов автобус проедет {v} км.",
           ["Значит, расстояние равно {v} км."], [],
           "За {n} часов автобус не проедет {v} км.", "возможно"),
    "th": ("รถบัสวิ่งด้วยความเร็ว 70 กม./ชม. เป็นเวลา 5 ชั่วโมง "
           "รถบัสวิ่งได้กี่กิโลเมตร?", ("ห้า", "หก"),
           "{n}ชั่วโมงรถบัสวิ่งได้ {v} กิโลเมตร",
           ["ดังนั้นระยะทางคือ {v} กิโลเมตร"], [],
           "{n}ชั่วโมงรถบัสวิ่งไม่ได้ {v} กิโลเมตร", "อาจจะ"),
    "bn": ("একটি বাস ঘণ্টায় 70 কিমি বেগে 5 ঘণ্টা চলে। এটি কত কিলোমিটার "
           "যায়?", ("পাঁচ", "ছয়"), "{n} ঘণ্টায় বাসটি {v} কিমি যায়।",
           ["অতএব দূরত্ব হল {v} কিমি।"], [],
           "{n} ঘণ্টায় বাসটি {v} কিমি যায় না।", "সম্ভবত"),
    "sw": ("Basi inasafiri kwa kasi ya km 70 kwa saa kwa saa 5. "
           "Inasafiri kilomita ngapi?", ("tano", "sita"),
           "Kwa saa {n} basi inasafiri km {v}.",
           ["Kwa hiyo umbali ni km {v}."], [],
           "Kwa saa {n} basi haisafiri km {v}.", "labda"),
    "te": ("ఒక బస్సు గంటకు 70 కి.మీ. వేగంతో 5 గంటలు ప్రయాణిస్తుంది. అది "
           "ఎన్ని కిలోమీటర్లు ప్రయాణిస్తుంది?", ("ఐదు", "ఆరు"),
           "{n} గంటల్లో బస్సు దూరం {v} కి.మీ.",
           ["కాబట్టి దూరం {v} కి.మీ."],
           ["కాబట్టి బస్సు మొత్తం {v} కి.మీ. ప్రయాణిస్తుంది."],
           "{n} గంటల్లో బస్సు దూరం {v} కి.మీ. కాదు.", "బహుశా"),
    "hi": ("एक बस 70 किमी/घंटा की गति से 5 घंटे चलती है। वह कितने "
           "किलोमीटर चलती है?", ("पाँच", "छह"),
           "{n} घंटे में बस {v} किमी चलती है।",
           ["अतः दूरी {v} किमी है।"],
           ["अतः बस कुल {v} कि.मी. चलती है।"],
           "{n} घंटे में बस {v} किमी नहीं चलती है।", "शायद"),
    "ar": ("تسير حافلة بسرعة 70 كم/ساعة لمدة 5 ساعات. كم كيلومترًا تقطع؟",
           ("خمس", "ست"), "في {n} ساعات تقطع الحافلة {v} كم.",
           ["إذن المسافة هي {v} كم."],
           ["إذن تقطع الحافلة {v} كم إجمالًا.",
            "لذلك تقطع الحافلة {v} كم."],
           "في {n} ساعات لا تقطع الحافلة {v} كم.", "ربما"),
    "id": ("Sebuah bus melaju 70 km/jam selama 5 jam. Berapa kilometer "
           "yang ditempuhnya?", ("lima", "enam"),
           "Dalam {n} jam bus menempuh {v} km.",
           ["Jadi jarak yang ditempuh adalah {v} km."],
           ["Jadi bus menempuh {v} km."],
           "Dalam {n} jam bus tidak menempuh {v} km.", "mungkin"),
    "vi": ("Một chiếc xe buýt chạy với vận tốc 70 km/h trong 5 giờ. Xe đi "
           "được bao nhiêu ki-lô-mét?", ("năm", "sáu"),
           "Trong {n} giờ xe buýt đi được {v} km.",
           ["Vậy quãng đường là {v} km."], [],
           "Trong {n} giờ xe buýt không đi được {v} km.", "có lẽ"),
    "pl": ("Autobus jedzie z prędkością 70 km/h przez 5 godzin. Ile "
           "kilometrów przejedzie?", ("pięć", "sześć"),
           "W {n} godzin autobus przejedzie {v} km.",
           ["Zatem odległość wynosi {v} km."], [],
           "W {n} godzin autobus nie przejedzie {v} km.", "może"),
    "uk": ("Автобус їде зі швидкістю 70 км/год протягом 5 годин. Скільки "
           "кілометрів він проїде?", ("п'ять", "шість"),
           "За {n} годин автобус проїде {v} км.",
           ["Отже, відстань дорівнює {v} км."],
           ["Отже, автобус проїде {v} км.",
            "Автобус проїде {v} км."],
           "За {n} годин автобус не проїде {v} км.", "можливо"),
    "tr": ("Bir otobüs saatte 70 km hızla 5 saat gidiyor. Kaç kilometre "
           "yol alır?", ("Beş", "Altı"),
           "{n} saatte otobüs {v} km yol alır.",
           ["Yani mesafe {v} km."], [],
           "{n} saatte otobüs {v} km yol almaz.", "belki"),
}


def forms(add, kind, prob, rights, maybe, neg=None):
    """Each right form ({v}) as KIND-right and against another value as
    KIND-wrong; its twins: another value, the doubt word before the
    value, and neg (a negated statement) when given."""
    for t in rights:
        r = WORK + t.format(v=V)
        add(kind + "-right", str(V), prob, r)
        add(kind + "-wrong", str(V + 10), prob, r)
        add(kind + "-twin", str(V), prob, WORK + t.format(v=V + 10))
        add(kind + "-twin", str(V), prob,
            WORK + t.format(v=maybe + " " + str(V)))
    if neg is not None:
        add(kind + "-twin", str(V), prob, WORK + neg.format(v=V))


def num(add):
    for lg, (prob, (n5, n6), t, _, _, neg, maybe) in LANGS.items():
        forms(add, "num", prob, [t.replace("{n}", n5)], maybe,
              neg.replace("{n}", n5))
        # a number the problem does not give: another case, not its own
        add("num-twin", str(V), prob, WORK + t.format(n=n6, v=V))


def noun(add):
    for lg, (prob, _, _, nouns, _, neg, maybe) in LANGS.items():
        forms(add, "noun", prob, nouns, maybe)


# the own forms negated after the value (a unit's abbreviation, then
# the verb: the sentence goes on past the abbreviation's '.')
OWN_NEG = {
    "te": "కాబట్టి బస్సు మొత్తం {v} కి.మీ. ప్రయాణించదు.",
    "hi": "अतः बस कुल {v} कि.मी. नहीं चलती है।",
    "ko": "따라서 버스는 {v}km를 달리지 않습니다.",
    "de": "Der Bus legt also {v} km nicht zurück.",
}


def own(add):
    for lg, (prob, _, _, _, owns, neg, maybe) in LANGS.items():
        forms(add, "own", prob, owns, maybe)
        if lg in OWN_NEG:
            add("own-twin", str(V), prob, WORK + OWN_NEG[lg].format(v=V))


# wrong answers rewarded on main (9d47979a) and after this generator's
# first fixes: a number word the problem does not give before a Bengali
# or Telugu statement's value ("ছয় ঘণ্টায় বাসটি 350 কিমি যায়।", six
# hours, for "5 ঘণ্টা"); refused since main read those statements word
# by word (6ddf215d), which loses the right forms instead (the test allows 2 lost)
KNOWN = [("num-twin", "^70 × 5 = 350\n\n(ছয় ঘণ্টায়|ఆరు గంటల్లో) ")]


def main():
    verify_run.usage("hostile_lost31")
    vs = verify_run.kind_rows([num, noun, own])
    return verify_run.run_kinds("hostile_lost31", vs,
                                known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
