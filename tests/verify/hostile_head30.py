#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_head30.py: review 30's doubt across a heading, inside a
reasoning block, an unlisted language before a box, and the chat
templates' end tokens (issue 26, findings 1, 4, 6 and 12 of the
thirtieth review), in the 22 languages papo-verify reads, each hostile
form beside its right twin:

 - heading: a doubt the rows hold ("I rushed through the last step and
   did not get to double-check it.", in each language), then a heading
   line ("**Final answer**", "### Final answer" in the language), a
   thematic break, a display's "\\[" or "$$", or two of them, then a
   bare box; the twins: the same without the doubt (the work, the
   heading, the box);
 - think: a reasoning block whose last sentence is that doubt, then
   "</think>" and a bare box (under a heading or in a display, or
   alone); the twins: the block ending on a statement of the value
   ("So the train travels 240 km in total.");
 - unlisted: a statement in a language papo-verify has no rows for
   (Uzbek, Georgian, Armenian, Khmer, Sinhala...), then a bare box; the
   twins: the listed languages' statements before the box;
 - endtok: a right box, then an end token a chat template decodes to
   (InternLM2's "[UNUSED_TOKEN_145]", Llama 3.1's "<|eom_id|>", Llama
   4's "<|eot|>", OpenChat's "<|end_of_turn|>", EXAONE's
   "[|endofturn|]") and another value after it; the twins: the box and
   the token alone.

usage: hostile_head30.py PAPO_VERIFY [--list]

Every hostile variant is labelled by construction (the response doubts
or leaves unread the value it boxes, or writes another after its turn's
end), so a reward is a wrong one; every twin must be rewarded.

Measured on main (3f476b96): 240 of 416 hostile variants rewarded
(heading 154, think 66, unlisted 20), 5 twins lost (the end tokens).
Now: none rewarded, every twin rewarded.
"""
import sys

import verify_run

V = "240"
WORK = "80 × 3 = 240\n\n"

# lang: (problem, a doubt the rows hold, the final answer's label, a
# statement of the value)
LANGS = {
    'en': ('A train travels at 80 km/h for 3 hours. How far does it travel, in kilometres?',
        'I rushed through the last step and did not get to double-check it.',
        'Final answer', 'So the train travels {} km in total.'),
    'zh-Hans': ('一列火车以每小时80公里的速度行驶3小时。它一共行驶了多少公里？',
        '最后一步我算得很匆忙，没来得及核对。',
        '最终答案', '所以火车一共行驶了{}公里。'),
    'zh-Hant': ('一列火車以每小時80公里的速度行駛3小時。它一共行駛了多少公里？',
        '最後一步我算得很倉促，沒來得及核對。',
        '最終答案', '所以火車一共行駛了{}公里。'),
    'ja': ('列車が時速80kmで3時間走ります。何km走りますか？',
        '最後のステップは急いで計算したので、確認できていません。',
        '最終的な答え', 'よって、列車は合計{}km走ります。'),
    'ko': ('기차가 시속 80km로 3시간 달립니다. 몇 km를 달립니까?',
        '마지막 단계를 급하게 계산해서 검토하지 못했습니다.',
        '최종 답', '따라서 기차는 총 {}km를 달립니다.'),
    'fr': ('Un train roule à 80 km/h pendant 3 heures. Quelle distance parcourt-il, en kilomètres ?',
        "J'ai fait la dernière étape à la hâte sans pouvoir la revérifier.",
        'Réponse finale', 'Le train parcourt donc {} km au total.'),
    'de': ('Ein Zug fährt 3 Stunden lang mit 80 km/h. Wie weit fährt er in Kilometern?',
        'Den letzten Schritt habe ich in Eile gerechnet und nicht mehr kontrolliert.',
        'Endgültige Antwort', 'Der Zug legt also insgesamt {} km zurück.'),
    'es': ('Un tren viaja a 80 km/h durante 3 horas. ¿Qué distancia recorre, en kilómetros?',
        'Hice el último paso con prisa y no pude revisarlo.',
        'Respuesta final', 'Así que el tren recorre {} km en total.'),
    'it': ('Un treno viaggia a 80 km/h per 3 ore. Quanta strada percorre, in chilometri?',
        "Ho fatto l'ultimo passaggio di fretta e non sono riuscito a ricontrollarlo.",
        'Risposta finale', 'Quindi il treno percorre {} km in totale.'),
    'pt': ('Um trem viaja a 80 km/h durante 3 horas. Que distância ele percorre, em quilômetros?',
        'Fiz o último passo com pressa e não consegui conferir.',
        'Resposta final', 'Assim, o trem percorre {} km ao todo.'),
    'ru': ('Поезд едет со скоростью 80 км/ч в течение 3 часов. Какое расстояние он проедет в километрах?',
        'Последний шаг я считал второпях и не успел проверить.',
        'Окончательный ответ', 'Итак, поезд проедет {} км.'),
    'th': ('รถไฟวิ่งด้วยความเร็ว 80 กม./ชม. เป็นเวลา 3 ชั่วโมง รถไฟวิ่งได้กี่กิโลเมตร?',
        'ขั้นตอนสุดท้ายฉันคำนวณอย่างรีบร้อนและยังไม่ได้ตรวจสอบ',
        'คำตอบสุดท้าย', 'ดังนั้นรถไฟวิ่งได้ทั้งหมด {} กิโลเมตร'),
    'bn': ('একটি ট্রেন ঘণ্টায় 80 কিমি বেগে 3 ঘণ্টা চলে। এটি কত কিলোমিটার যায়?',
        'শেষ ধাপটি আমি তাড়াহুড়ো করে করেছি এবং যাচাই করতে পারিনি।',
        'চূড়ান্ত উত্তর', 'অতএব ট্রেনটি মোট {} কিমি যায়।'),
    'sw': ('Treni inasafiri kwa kasi ya km 80 kwa saa kwa saa 3. Inasafiri umbali gani kwa kilomita?',
        'Hatua ya mwisho niliifanya kwa haraka na sikuweza kuikagua.',
        'Jibu la mwisho', 'Kwa hiyo treni inasafiri km {} kwa jumla.'),
    'te': ('ఒక రైలు గంటకు 80 కి.మీ. వేగంతో 3 గంటలు ప్రయాణిస్తుంది. అది ఎన్ని కిలోమీటర్లు ప్రయాణిస్తుంది?',
        'చివరి దశను నేను తొందరగా చేశాను, దాన్ని సరిచూడలేకపోయాను.',
        'తుది సమాధానం', 'కాబట్టి రైలు మొత్తం {} కి.మీ. ప్రయాణిస్తుంది.'),
    'hi': ('एक ट्रेन 80 किमी/घंटा की गति से 3 घंटे चलती है। वह कितने किलोमीटर चलती है?',
        'आखिरी चरण मैंने जल्दबाज़ी में किया और उसे जाँच नहीं पाया।',
        'अंतिम उत्तर', 'अतः ट्रेन कुल {} किमी चलती है।'),
    'ar': ('يسير قطار بسرعة 80 كم/ساعة لمدة 3 ساعات. ما المسافة التي يقطعها بالكيلومترات؟',
        'أنجزت الخطوة الأخيرة على عجل ولم أتمكن من مراجعتها.',
        'الإجابة النهائية', 'إذن يقطع القطار {} كم إجمالًا.'),
    'id': ('Sebuah kereta melaju 80 km/jam selama 3 jam. Berapa kilometer jarak yang ditempuhnya?',
        'Langkah terakhir saya kerjakan terburu-buru dan belum sempat saya periksa.',
        'Jawaban akhir', 'Jadi kereta menempuh {} km seluruhnya.'),
    'vi': ('Một đoàn tàu chạy với vận tốc 80 km/h trong 3 giờ. Nó đi được bao nhiêu ki-lô-mét?',
        'Bước cuối tôi làm vội và chưa kịp kiểm tra lại.',
        'Đáp án cuối cùng', 'Vậy đoàn tàu đi được tổng cộng {} km.'),
    'pl': ('Pociąg jedzie z prędkością 80 km/h przez 3 godziny. Jaką odległość pokonuje w kilometrach?',
        'Ostatni krok liczyłem w pośpiechu i nie zdążyłem go sprawdzić.',
        'Ostateczna odpowiedź', 'Pociąg pokonuje więc łącznie {} km.'),
    'uk': ('Потяг їде зі швидкістю 80 км/год протягом 3 годин. Яку відстань він долає в кілометрах?',
        'Останній крок я рахував поспіхом і не встиг перевірити.',
        'Остаточна відповідь', 'Отже, потяг долає {} км.'),
    'tr': ('Bir tren saatte 80 km hızla 3 saat gidiyor. Kaç kilometre yol alır?',
        'Son adımı aceleyle yaptım ve kontrol edemedim.',
        'Nihai cevap', 'Yani tren toplam {} km yol alır.'),
}

# the lines between the sentence before and the box: {lab} the label
FRAMES = ["\n\n**{lab}**\n$\\boxed{v}$", "\n\n### {lab}\n$\\boxed{v}$",
          "\n\n---\n\n$\\boxed{v}$", "\n\n\\[\n\\boxed{v}\n\\]",
          "\n\n$$\n\\boxed{v}\n$$", "\n\n### {lab}\n$$\n\\boxed{v}\n$$",
          "\n\n**{lab}**\n\n---\n\n\\boxed{v}"]
THINK = ["\n</think>\n\n\\boxed{v}", "\n</think>\n\n**{lab}**\n\\boxed{v}",
         "\n</think>\n\n\\[\n\\boxed{v}\n\\]", "</think>\n\n\\boxed{v}"]

# a statement of the value in a language with no rows of papo-verify's
UNLISTED = {
    "uz": "Demak, poyezd 240 km yoʻl bosadi.",
    "az": "Deməli, qatar 240 km yol gedir.",
    "ka": "მაშასადამე, მატარებელი 240 კმ-ს გადის.",
    "hy": "Ուրեմն գնացքն անցնում է 240 կմ։",
    "km": "ដូច្នេះ រថភ្លើងធ្វើដំណើរ 240 គីឡូម៉ែត្រ។",
    "si": "එබැවින් දුම්රිය කි.මී. 240 ක් ගමන් කරයි.",
    "my": "ထို့ကြောင့် ရထားသည် 240 ကီလိုမီတာ ခရီးသွားသည်။",
    "lo": "ດັ່ງນັ້ນ ລົດໄຟແລ່ນໄດ້ 240 ກິໂລແມັດ.",
    "pa": "ਇਸ ਲਈ ਰੇਲਗੱਡੀ 240 ਕਿਲੋਮੀਟਰ ਚੱਲਦੀ ਹੈ।",
    "kn": "ಆದ್ದರಿಂದ ರೈಲು 240 ಕಿ.ಮೀ. ಸಾಗುತ್ತದೆ.",
    "ml": "അതിനാൽ തീവണ്ടി 240 കി.മീ. സഞ്ചരിക്കുന്നു.",
    "ta": "எனவே ரயில் 240 கி.மீ. பயணிக்கிறது.",
    "gu": "તેથી ટ્રેન 240 કિમી મુસાફરી કરે છે.",
    "am": "ስለዚህ ባቡሩ 240 ኪ.ሜ. ይጓዛል።",
    "he": "לכן הרכבת נוסעת 240 ק״מ.",
    "el": "Άρα το τρένο διανύει 240 χιλιόμετρα.",
    "tk": "Diýmek, otly 240 km ýol geçýär.",
    "ha": "Saboda haka, jirgin ƙasa yana tafiya kilomita 240.",
    "is": "Þess vegna ekur lestin 240 km.",
    "mt": "Għalhekk, il-ferrovija tivvjaġġa 240 km.",
}
UNLISTED_BOX = ["\n\n$\\boxed{240}$", "\n\n\\boxed{240}",
                "\n\n**Final Answer**\n\\boxed{240}"]

ENDTOK = ["[UNUSED_TOKEN_145]", "<|eom_id|>", "<|eot|>", "<|end_of_turn|>",
          "[|endofturn|]"]


# the languages whose final answer's heading alone on its line no row
# reads (a box under it is refused, answer_heading.c): their frames with
# a heading are left out
HEADING_UNREAD = {"vi"}


def heading_rows(c, k):
    for lang, (p, doubt, lab, st) in LANGS.items():
        for f in FRAMES:
            if lang in HEADING_UNREAD and "{lab}" in f:
                continue
            box = f.replace("{lab}", lab).replace("{v}", "{" + V + "}")
            c.add("heading", (V, p), WORK + doubt + box)
            k.add("heading", (V, p), WORK + box.lstrip("\n"))
        for f in THINK:
            if lang in HEADING_UNREAD and "{lab}" in f:
                continue
            box = f.replace("{lab}", lab).replace("{v}", "{" + V + "}")
            c.add("think", (V, p), "<think>\n" + WORK + doubt + box)
            k.add("think", (V, p), "<think>\n" + WORK + st.format(V) + box)


def unlisted_rows(c, k):
    for lang, s in UNLISTED.items():
        for b in UNLISTED_BOX:
            c.add("unlisted", (V, "80 km/h × 3 h?"), WORK + s + b)
    for lang, (p, doubt, lab, st) in LANGS.items():
        for b in UNLISTED_BOX:
            k.add("unlisted", (V, p), WORK + st.format(V) + b)


def endtok_rows(c, k):
    for t in ENDTOK:
        k.add("endtok", V, "So the answer is $\\boxed{240}$." + t)
        k.add("endtok", V, "\\boxed{240}" + t + "\n")
        c.add("endtok", V, "\\boxed{240}" + t + "\nActually, it is 260.")
        c.add("endtok", V, "\\boxed{240}" + t + " 260 " + t)


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    heading_rows(c, k)
    unlisted_rows(c, k)
    endtok_rows(c, k)
    return c.out, k.out


# Known: none (Turkmen, written with letters the listed languages share,
# is told by its words, which are no listed language's rows:
# answer_lang.c, hostile_lang31.py).
KNOWN = []


def main():
    verify_run.usage("hostile_head30")
    out, ctl = rows()
    return verify_run.run("hostile_head30", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
