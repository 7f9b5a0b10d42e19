#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_estimate30.py: a sentence before the answer that calls the
work an estimate or a guess, in every language the man page lists
(issue 26, review 30's finding 2).

usage: hostile_estimate30.py PAPO_VERIFY [--list]

Per language, a computation, then a sentence that calls what follows a
rough estimate ("This is a rough estimate.", "这只是粗略估算。",
"C'est une estimation grossière.") or a guess ("I am only guessing
here.", "Ce n'est qu'une supposition."), then the answer's label and
its box: the answer is not committed (LANG-twin, never rewarded).  The
label and box after the computation alone, or after a sentence that
names no estimate ("The computation is complete."), are the answer
(LANG-right; against another value LANG-wrong); under a problem that
asks for an estimate in the same words the estimate sentence is the
answer's own (LANG-right).

Prints a count per language and the summary line the t-*.sh test
reads: "hostile_estimate30: N variants (M right), K wrong, L lost,
H known holes".  Exits 1 when a twin or a wrong one is rewarded.
"""
import sys

import verify_run

# language: (an estimate sentence, a guess sentence, the answer's label
# and box, the problem); the sentences are review 30's probes
FORMS = {
    "en": ("This is a rough estimate.",
           "I am only guessing here.",
           "**Final answer:** $\\boxed{240}$",
           "A train travels at 80 km/h for 3 hours. How far does it travel, in kilometres?"),
    "zh": ("这只是粗略估算。",
           "这只是我的猜测。",
           "**最终答案:** $\\boxed{240}$",
           "一列火车以每小时80公里的速度行驶3小时。它一共行驶了多少公里？"),
    "zt": ("這只是粗略估算。",
           "這只是我的猜測。",
           "**最終答案:** $\\boxed{240}$",
           "一列火車以每小時80公里的速度行駛3小時。它一共行駛了多少公里？"),
    "ja": ("これは大まかな見積もりです。",
           "これは推測にすぎません。",
           "**最終的な答え:** $\\boxed{240}$",
           "列車が時速80kmで3時間走ります。何km走りますか？"),
    "ko": ("이것은 대략적인 추정치입니다.",
           "이것은 추측일 뿐입니다.",
           "**최종 답:** $\\boxed{240}$",
           "기차가 시속 80km로 3시간 달립니다. 몇 km를 달립니까?"),
    "fr": ("C'est une estimation grossière.",
           "Ce n'est qu'une supposition.",
           "**Réponse finale:** $\\boxed{240}$",
           "Un train roule à 80 km/h pendant 3 heures. Quelle distance parcourt-il, en kilomètres ?"),
    "de": ("Das ist eine grobe Schätzung.",
           "Das ist nur geraten.",
           "**Endgültige Antwort:** $\\boxed{240}$",
           "Ein Zug fährt 3 Stunden lang mit 80 km/h. Wie weit fährt er in Kilometern?"),
    "es": ("Es una estimación aproximada.",
           "Solo estoy adivinando.",
           "**Respuesta final:** $\\boxed{240}$",
           "Un tren viaja a 80 km/h durante 3 horas. ¿Qué distancia recorre, en kilómetros?"),
    "it": ("È una stima approssimativa.",
           "Sto solo tirando a indovinare.",
           "**Risposta finale:** $\\boxed{240}$",
           "Un treno viaggia a 80 km/h per 3 ore. Quanta strada percorre, in chilometri?"),
    "pt": ("É uma estimativa grosseira.",
           "Estou apenas chutando.",
           "**Resposta final:** $\\boxed{240}$",
           "Um trem viaja a 80 km/h durante 3 horas. Que distância ele percorre, em quilômetros?"),
    "ru": ("Это грубая оценка.",
           "Это лишь догадка.",
           "**Окончательный ответ:** $\\boxed{240}$",
           "Поезд едет со скоростью 80 км/ч в течение 3 часов. Какое расстояние он проедет в километрах?"),
    "th": ("นี่เป็นค่าประมาณคร่าว ๆ",
           "นี่เป็นแค่การเดา",
           "**คำตอบสุดท้าย:** $\\boxed{240}$",
           "รถไฟวิ่งด้วยความเร็ว 80 กม./ชม. เป็นเวลา 3 ชั่วโมง รถไฟวิ่งได้กี่กิโลเมตร?"),
    "bn": ("এটি একটি মোটামুটি অনুমান।",
           "এটা শুধু আমার অনুমান।",
           "**চূড়ান্ত উত্তর:** $\\boxed{240}$",
           "একটি ট্রেন ঘণ্টায় 80 কিমি বেগে 3 ঘণ্টা চলে। এটি কত কিলোমিটার যায়?"),
    "sw": ("Hii ni makadirio ya jumla tu.",
           "Ninakisia tu.",
           "**Jibu la mwisho:** $\\boxed{240}$",
           "Treni inasafiri kwa kasi ya km 80 kwa saa kwa saa 3. Inasafiri umbali gani kwa kilomita?"),
    "te": ("ఇది స్థూల అంచనా మాత్రమే.",
           "ఇది నా ఊహ మాత్రమే.",
           "**తుది సమాధానం:** $\\boxed{240}$",
           "ఒక రైలు గంటకు 80 కి.మీ. వేగంతో 3 గంటలు ప్రయాణిస్తుంది. అది ఎన్ని కిలోమీటర్లు ప్రయాణిస్తుంది?"),
    "hi": ("यह एक मोटा अनुमान है।",
           "यह केवल मेरा अनुमान है।",
           "**अंतिम उत्तर:** $\\boxed{240}$",
           "एक ट्रेन 80 किमी/घंटा की गति से 3 घंटे चलती है। वह कितने किलोमीटर चलती है?"),
    "ar": ("هذا تقدير تقريبي.",
           "هذا مجرد تخمين.",
           "**الإجابة النهائية:** $\\boxed{240}$",
           "يسير قطار بسرعة 80 كم/ساعة لمدة 3 ساعات. ما المسافة التي يقطعها بالكيلومترات؟"),
    "id": ("Ini hanya perkiraan kasar.",
           "Saya hanya menebak.",
           "**Jawaban akhir:** $\\boxed{240}$",
           "Sebuah kereta melaju 80 km/jam selama 3 jam. Berapa kilometer jarak yang ditempuhnya?"),
    "vi": ("Đây chỉ là ước lượng sơ bộ.",
           "Tôi chỉ đoán thôi.",
           "**Đáp án cuối cùng:** $\\boxed{240}$",
           "Một đoàn tàu chạy với vận tốc 80 km/h trong 3 giờ. Nó đi được bao nhiêu ki-lô-mét?"),
    "pl": ("To zgrubne oszacowanie.",
           "To tylko zgadywanie.",
           "**Ostateczna odpowiedź:** $\\boxed{240}$",
           "Pociąg jedzie z prędkością 80 km/h przez 3 godziny. Jaką odległość pokonuje w kilometrach?"),
    "uk": ("Це груба оцінка.",
           "Це лише здогадка.",
           "**Остаточна відповідь:** $\\boxed{240}$",
           "Потяг їде зі швидкістю 80 км/год протягом 3 годин. Яку відстань він долає в кілометрах?"),
    "tr": ("Bu kaba bir tahmindir.",
           "Sadece tahmin ediyorum.",
           "**Nihai cevap:** $\\boxed{240}$",
           "Bir tren saatte 80 km hızla 3 saat gidiyor. Kaç kilometre yol alır?"),}

# Known holes, counted apart (capped by the test): a guess sentence
# whose verb or noun no R_GUESS row holds (Korean 추정치, Portuguese
# "chutando", Swahili "Ninakisia").
KNOWN = [("ko-twin", "\u63a8\u5b9a\u6cbb|\ucd94\uc815\uce58"),
         ("pt-twin", "chutando"), ("sw-twin", "Ninakisia")]

WORK = "80 \u00d7 3 = 240\n\n"


def rows():
    out = []

    def add(f, a, r, p):
        out.append({"family": f, "answer": a, "response": r, "problem": p})
    for lang, (est, guess, label, prob) in FORMS.items():
        for s in (est, guess):
            add(lang + "-twin", "240", WORK + s + "\n\n" + label, prob)
            add(lang + "-twin", "240", WORK + s + " " + label, prob)
        add(lang + "-right", "240", WORK + label, prob)
        add(lang + "-wrong", "250", WORK + label, prob)
        add(lang + "-right", "240", WORK + "The computation is complete."
            "\n\n" + label, prob) if lang == "en" else None
    # an estimate asked: the sentence is the answer's own
    p = "Give a rough estimate of the distance, in kilometres."
    add("en-right", "240", WORK + "This is a rough estimate.\n\n"
        "**Final answer:** $\\boxed{240}$", p)
    return out


def main():
    verify_run.usage("hostile_estimate30")
    return verify_run.run("hostile_estimate30", rows(),
                          group=lambda v: v["family"].split("-")[0],
                          right=lambda v: v["family"].endswith("-right"),
                          known=verify_run.known_by(KNOWN),
                          lost=lambda v: True, what="right", width=4)


if __name__ == "__main__":
    sys.exit(main())
