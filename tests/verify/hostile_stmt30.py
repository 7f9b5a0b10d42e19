#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_stmt30.py: a last statement in each listed language's own
words, and its hostile twins (issue 26, review 30's findings 8, 9 and
13).

usage: hostile_stmt30.py PAPO_VERIFY [--list]

Per language, the train problem (80 km/h for 3 hours, in the
language's words) answered by three statements as chat models write
them: "So the train travels 240 km in total." (the subject before the
verb, a separable verb's particle after the value: "Der Zug legt also
insgesamt 240 km zurück.", the particle 를, "إجمالًا" after the value),
"The distance is 240 km." (a noun subject; also with the value boxed)
and "In three hours the train covers 240 km." (a number word that is
the problem's own given).  Each after the work, with "<|im_end|>" after
it, and after a closed "<think>".  A right one is LANG-right, and is
never rewarded against another reference (wrong).  Its twins are never
rewarded: the number word of another span than the problem's ("In four
hours"), a doubt word where the number word stood ("In maybe hours",
"Vielleicht"), a doubt word right before the value, and the verb
negated ("The train does not travel 240 km.").  In English also a
closing that a second method or the value substituted back agrees,
"I'm confident the answer is", "=> 84", "∴ 84" and two multiple-choice
closings, with twins that disagree, negate or doubt.

Prints a count per group and the summary line the t-*.sh test reads:
"hostile_stmt30: N variants (M right), K wrong, L lost, H known holes".
Exits 1 when a twin or a wrong one is rewarded, other than a known
hole: a box in a negated sentence in Japanese ("列車は
$\\boxed{240}$km走りません。"; Portuguese's "O trem não percorre
$\\boxed{240}$ km." is refused since session 60: a negation of any
listed language is no free word of a description) and Bengali's number
word of another span (চার ঘণ্টায়: Bengali's last statement is read by
its hedge rows, not by recognition).
"""
import sys

import verify_run

# lang: (problem, [right forms], number word, another span's, doubt
# word, negated form); {v} the value, {n} the number word
LANGS = {
    "en": ("A train travels at 80 km/h for 3 hours. How far does it "
           "travel, in kilometres?",
           ["So the train travels {v} km in total.", "The distance is {v} "
            "km.", "In {n} hours the train covers {v} km."],
           "three", "four", "maybe", "The train does not travel {v} km."),
    "zh": ("一列火车以每小时80公里的速度行驶3小时。它一共行驶了多少公里？",
           ["所以火车一共行驶了{v}公里。", "距离是{v}公里。",
            "{n}小时内火车行驶{v}公里。"],
           "三", "四", "大概", "火车没有行驶{v}公里。"),
    "zt": ("一列火車以每小時80公里的速度行駛3小時。它一共行駛了多少公里？",
           ["所以火車一共行駛了{v}公里。", "距離是{v}公里。",
            "{n}小時內火車行駛{v}公里。"],
           "三", "四", "大概", "火車沒有行駛{v}公里。"),
    "ja": ("列車が時速80kmで3時間走ります。何km走りますか？",
           ["よって、列車は合計{v}km走ります。", "距離は{v}kmです。",
            "{n}時間で列車は{v}km進みます。"],
           "3", "4", "たぶん", "列車は{v}km走りません。"),
    "ko": ("기차가 시속 80km로 3시간 달립니다. 몇 km를 달립니까?",
           ["따라서 기차는 총 {v}km를 달립니다.", "거리는 {v}km입니다.",
            "{n}시간 동안 기차는 {v}km를 갑니다."],
           "3", "4", "아마", "기차는 {v}km를 달리지 않습니다."),
    "fr": ("Un train roule à 80 km/h pendant 3 heures. Quelle distance "
           "parcourt-il, en kilomètres ?",
           ["Le train parcourt donc {v} km au total.",
            "La distance est de {v} km.",
            "En {n} heures, le train parcourt {v} km."],
           "trois", "quatre", "peut-être", "Le train ne parcourt pas {v} km."),
    "de": ("Ein Zug fährt 3 Stunden lang mit 80 km/h. Wie weit fährt er "
           "in Kilometern?",
           ["Der Zug legt also insgesamt {v} km zurück.",
            "Die Strecke beträgt {v} km.",
            "In {n} Stunden schafft der Zug {v} km."],
           "drei", "vier", "vielleicht", "Der Zug legt nicht {v} km zurück."),
    "es": ("Un tren viaja a 80 km/h durante 3 horas. ¿Qué distancia "
           "recorre, en kilómetros?",
           ["Así que el tren recorre {v} km en total.",
            "La distancia es de {v} km.",
            "En {n} horas el tren recorre {v} km."],
           "tres", "cuatro", "quizás", "El tren no recorre {v} km."),
    "it": ("Un treno viaggia a 80 km/h per 3 ore. Quanta strada percorre, "
           "in chilometri?",
           ["Quindi il treno percorre {v} km in totale.",
            "La distanza è di {v} km.",
            "In {n} ore il treno percorre {v} km."],
           "tre", "quattro", "forse", "Il treno non percorre {v} km."),
    "pt": ("Um trem viaja a 80 km/h durante 3 horas. Que distância ele "
           "percorre, em quilômetros?",
           ["Assim, o trem percorre {v} km ao todo.",
            "A distância é de {v} km.",
            "Em {n} horas o trem percorre {v} km."],
           "três", "quatro", "talvez", "O trem não percorre {v} km."),
    "ru": ("Поезд едет со скоростью 80 км/ч в течение 3 часов. Какое "
           "расстояние он проедет в километрах?",
           ["Итак, поезд проедет {v} км.", "Расстояние равно {v} км.",
            "За {n} часа поезд проходит {v} км."],
           "три", "четыре", "наверное", "Поезд не проедет {v} км."),
    "th": ("รถไฟวิ่งด้วยความเร็ว 80 กม./ชม. เป็นเวลา 3 ชั่วโมง "
           "รถไฟวิ่งได้กี่กิโลเมตร?",
           ["ดังนั้นรถไฟวิ่งได้ทั้งหมด {v} กิโลเมตร", "ระยะทางคือ {v} กิโลเมตร",
            "ใน{n}ชั่วโมงรถไฟวิ่งได้ {v} กิโลเมตร"],
           "สาม", "สี่", "อาจจะ", "รถไฟไม่ได้วิ่ง {v} กิโลเมตร"),
    "bn": ("একটি ট্রেন ঘণ্টায় 80 কিমি বেগে 3 ঘণ্টা চলে। এটি কত কিলোমিটার "
           "যায়?",
           ["অতএব ট্রেনটি মোট {v} কিমি যায়।", "দূরত্ব হল {v} কিমি।",
            "{n} ঘণ্টায় ট্রেনটি {v} কিমি যায়।"],
           "তিন", "চার", "হয়তো", "ট্রেনটি {v} কিমি যায় না।"),
    "sw": ("Treni inasafiri kwa kasi ya km 80 kwa saa kwa saa 3. "
           "Inasafiri umbali gani kwa kilomita?",
           ["Kwa hiyo treni inasafiri km {v} kwa jumla.",
            "Umbali ni km {v}.", "Kwa saa {n} treni inasafiri km {v}."],
           "tatu", "nne", "labda", "Treni haisafiri km {v}."),
    "te": ("ఒక రైలు గంటకు 80 కి.మీ. వేగంతో 3 గంటలు ప్రయాణిస్తుంది. అది "
           "ఎన్ని కిలోమీటర్లు ప్రయాణిస్తుంది?",
           ["కాబట్టి రైలు మొత్తం {v} కి.మీ. ప్రయాణిస్తుంది.",
            "దూరం {v} కి.మీ.", "{n} గంటల్లో రైలు {v} కి.మీ. వెళ్తుంది."],
           "మూడు", "నాలుగు", "బహుశా", "రైలు {v} కి.మీ. ప్రయాణించదు."),
    "hi": ("एक ट्रेन 80 किमी/घंटा की गति से 3 घंटे चलती है। वह कितने "
           "किलोमीटर चलती है?",
           ["अतः ट्रेन कुल {v} किमी चलती है।", "दूरी {v} किमी है।",
            "{n} घंटे में ट्रेन {v} किमी चलती है।"],
           "तीन", "चार", "शायद", "ट्रेन {v} किमी नहीं चलती है।"),
    "ar": ("يسير قطار بسرعة 80 كم/ساعة لمدة 3 ساعات. ما المسافة التي "
           "يقطعها بالكيلومترات؟",
           ["إذن يقطع القطار {v} كم إجمالًا.", "المسافة هي {v} كم.",
            "في {n} ساعات يقطع القطار {v} كم."],
           "ثلاث", "أربع", "ربما", "لا يقطع القطار {v} كم."),
    "id": ("Sebuah kereta melaju 80 km/jam selama 3 jam. Berapa kilometer "
           "jarak yang ditempuhnya?",
           ["Jadi kereta menempuh {v} km seluruhnya.",
            "Jaraknya adalah {v} km.",
            "Dalam {n} jam kereta menempuh {v} km."],
           "tiga", "empat", "mungkin", "Kereta tidak menempuh {v} km."),
    "vi": ("Một đoàn tàu chạy với vận tốc 80 km/h trong 3 giờ. Nó đi được "
           "bao nhiêu ki-lô-mét?",
           ["Vậy đoàn tàu đi được tổng cộng {v} km.",
            "Quãng đường là {v} km.",
            "Trong {n} giờ đoàn tàu đi được {v} km."],
           "ba", "bốn", "có lẽ", "Đoàn tàu không đi được {v} km."),
    "pl": ("Pociąg jedzie z prędkością 80 km/h przez 3 godziny. Jaką "
           "odległość pokonuje w kilometrach?",
           ["Pociąg pokonuje więc łącznie {v} km.",
            "Odległość wynosi {v} km.",
            "W {n} godziny pociąg pokonuje {v} km."],
           "trzy", "cztery", "chyba", "Pociąg nie pokonuje {v} km."),
    "uk": ("Потяг їде зі швидкістю 80 км/год протягом 3 годин. Яку "
           "відстань він долає в кілометрах?",
           ["Отже, потяг долає {v} км.", "Відстань дорівнює {v} км.",
            "За {n} години потяг проходить {v} км."],
           "три", "чотири", "мабуть", "Потяг не долає {v} км."),
    "tr": ("Bir tren saatte 80 km hızla 3 saat gidiyor. Kaç kilometre yol "
           "alır?",
           ["Yani tren toplam {v} km yol alır.", "Mesafe {v} km'dir.",
            "{n} saatte tren {v} km yol alır."],
           "Üç", "Dört", "Belki", "Tren {v} km yol almaz."),
}

WORK = "80 × 3 = 240\n\n"
WRAPS = [WORK + "{}", WORK + "{}<|im_end|>",
         "<think>\n80 × 3 = 240\n</think>\n\n{}"]

BAKERY = ("A bakery packs 12 muffins in a box and sells 7 boxes. How many "
          "muffins does it sell?")
BWORK = "We compute $7 \\times 12 = 84$.\n\n"
# English closings and signs (finding 9): right, then twins
EN_RIGHT = [
    "The answer is 84. I double-checked by a second method and it agrees.",
    "The answer is 84. I checked it with another method and they match.",
    "The answer is 84, and substituting back confirms it.",
    "The answer is 84. Substituting back confirms it.",
    "The answer is 84. All the arithmetic was double-checked.",
    "I'm confident the answer is 84.",
    "=> 84",
    "∴ 84",
]
EN_TWIN = [
    "The answer is 84. I double-checked by a second method and it "
    "disagrees.",
    "The answer is 84. I double-checked by a second method and it gives "
    "72.",
    "The answer is 84. I double-checked by a second method and it sort of "
    "agrees.",
    "The answer is 84, and substituting back does not confirm it.",
    "The answer is 84, and substituting back nearly confirms it.",
    "The answer is 84. Substituting 72 back confirms it.",
    "I'm not confident the answer is 84.",
    "I'm not sure the answer is 84.",
    "I'm confident the answer is not 84.",
    "I'm fairly confident the answer is 84.",
    "I'm sure, maybe, the answer is 84.",
    "I'm confident the answer is 84, I think.",
    "> 84",
    "∵ 84",
    "=> 84?",
    "∴ 84 or 72",
]
MC = ("Which is the value of 0.45 × 1?\n(A) 0.05 (B) 0.10 (C) 0.15 (D) "
      "0.20 (E) 0.25 (F) 0.30 (G) 0.35 (H) 0.40 (I) 0.50 (J) 0.45")
MWORK = "0.45 × 1 = 0.45, which is option J.\n\n"
MC_RIGHT = ["Therefore, J is the correct answer.", "J. 0.45 is the answer."]
MC_TWIN = ["Therefore, J is not the correct answer.",
           "Therefore, J is probably the correct answer.",
           "Therefore, J or I is the correct answer.",
           "J. 0.45 is probably the answer.", "J. 0.45 is not the answer."]


# known holes: (family, a string the response holds)
KNOWN = [("ja-neg", "boxed"), ("bn-span", "")]


def known(v):
    """Is v one of KNOWN's holes?"""
    return any(v["family"] == f and w in v["response"] for f, w in KNOWN)


def doubt_before(form, d, lang):
    """The form with the doubt word d right before the value."""
    sep = "" if lang in ("zh", "zt", "ja", "th") else " "
    return form.replace("{v}", d + sep + "{v}")


def rows():
    vs = []
    for lang, (p, forms, n, n4, d, neg) in LANGS.items():
        for wrap in WRAPS:
            for f in forms:
                r = f.format(v="240", n=n)
                verify_run.right(vs, lang, "240", wrap.format(r), p,
                                 fam=lang + "-right", wrong="250")
                if "{n}" in f:
                    verify_run.add(vs, lang, lang + "-span", "240",
                                   wrap.format(f.format(v="240", n=n4)), p)
                    verify_run.add(vs, lang, lang + "-doubt", "240",
                                   wrap.format(f.format(v="240", n=d)), p)
                verify_run.add(vs, lang, lang + "-doubt", "240",
                               wrap.format(doubt_before(f, d, lang)
                                           .format(v="240", n=n)), p)
            verify_run.add(vs, lang, lang + "-neg", "240",
                           wrap.format(neg.format(v="240")), p)
        boxed = forms[1].format(v="$\\boxed{240}$", n=n)
        verify_run.right(vs, lang, "240", WORK + boxed, p,
                         fam=lang + "-right", wrong="250")
        verify_run.add(vs, lang, lang + "-neg", "240",
                       WORK + neg.format(v="$\\boxed{240}$"), p)
    for r in EN_RIGHT:
        verify_run.right(vs, "en-close", "84", BWORK + r, BAKERY,
                         fam="en-close-right")
    for r in EN_TWIN:
        verify_run.add(vs, "en-close", "en-close-twin", "84", BWORK + r,
                       BAKERY)
    for r in MC_RIGHT:
        verify_run.right(vs, "en-mc", "J", MWORK + r, MC, fam="en-mc-right",
                         wrong="I")
    for r in MC_TWIN:
        verify_run.add(vs, "en-mc", "en-mc-twin", "J", MWORK + r, MC)
    return vs


def main():
    verify_run.usage("hostile_stmt30")
    return verify_run.run("hostile_stmt30", rows(),
                          group=lambda v: v["kind"],
                          right=lambda v: v["family"].endswith("-right"),
                          lost=lambda v: True, what="right", width=8,
                          known=known)


if __name__ == "__main__":
    sys.exit(main())
