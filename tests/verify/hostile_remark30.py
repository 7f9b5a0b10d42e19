#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_remark30.py: a remark on the solver's own work or on the
answer's standing, in every language papo-verify lists, right before
or right after an answer's statement (issue 26, review 29 finding 2 in
the 21 languages other than English).

usage: hostile_remark30.py PAPO_VERIFY [--list]

Each language has nine doubt remarks worded outside hostile_review29
(a check negated) and answer_unsure.c's parts: haste, memory or mental
arithmetic, a guess, a lack of time, an error the solver may have made,
a request to check, a caveat, and a first-person hedge on the work's
being right, short ("I think it is right") and long ("Ich glaube,
dass die Multiplikation der Schachteln mit den Stiften so stimmt.").  Languages that drop the pronoun say them without one ("Hice
este cálculo de memoria.", "急いで計算しました。").  Each is put right
before the statement (a last statement with no answer phrase, the same
with its value bold, a labelled box, an answer phrase), before a line of computation right
before it, and right after it.  None is rewarded.  Right twins, the
same responses with a derivation sentence in the first person ("Ich
rechne 6 · 7 = 42.", "我先算出铅笔的总数。", "Verifiqué: 6 · 7 = 42.")
before the statement, must be.
"""
import sys

import verify_run
from hostile_review29 import LANGS, NO_STOP, PROBLEM, WORK

# Per language: the doubt remarks (haste, memory, guess, time, error,
# request, caveat, hedge), then the right sentences.
REMARKS = {
    "en": (["I went through the multiplication fast.",
            "I worked the product out mentally.",
            "I took a stab at the last step.",
            "I was short on time.",
            "I may have miscalculated.",
            "Someone should double-check this.",
            "Heads-up: this result is provisional.",
            "I believe I counted correctly."],
           ["I compute 6 · 7 = 42.",
            "I first find the total number of pencils.",
            "Verified: 6 · 7 = 42."]),
    "zh-Hans": (["最后的乘法我算得比较匆忙。", "这是我凭记忆算的。",
                 "最后一步是我猜的。", "我时间不够。", "我可能算错了。",
                 "请自己验证一下。", "免责声明：请谨慎使用此结果。",
                 "我觉得应该没问题。"],
                ["我先算出6 × 7 = 42。", "我先算出铅笔的总数。",
                 "验证：6 × 7 = 42。"]),
    "zh-Hant": (["最後的乘法我算得比較匆忙。", "這是我憑記憶算的。",
                 "最後一步是我猜的。", "我時間不夠。", "我可能算錯了。",
                 "請自己驗證一下。", "免責聲明：請謹慎使用此結果。",
                 "我覺得應該沒問題。"],
                ["我先算出6 × 7 = 42。", "我先算出鉛筆的總數。",
                 "驗證：6 × 7 = 42。"]),
    "ja": (["最後の掛け算は急いで計算しました。", "暗算で済ませました。",
            "最後の段階は勘で決めました。", "時間が足りませんでした。",
            "計算を間違えたかもしれません。", "念のため確認してください。",
            "免責事項：この結果の扱いにはご注意ください。",
            "たぶん合っていると思います。"],
           ["6 × 7 = 42 と計算します。", "まず鉛筆の総数を求めます。",
            "検算：6 × 7 = 42。"]),
    "ko": (["마지막 곱셈은 급하게 계산했습니다.", "기억에 의존해서 풀었습니다.",
            "마지막 단계는 짐작으로 정했습니다.", "시간이 부족했습니다.",
            "계산을 잘못했을 수도 있습니다.", "결과를 한번 확인해 주세요.",
            "경고: 이 결과는 참고용입니다.", "아마 맞는 것 같습니다."],
           ["6 × 7 = 42로 계산합니다.", "먼저 연필의 총수를 구합니다.",
            "검산: 6 × 7 = 42."]),
    "fr": (["J'ai fait le calcul un peu vite.", "J'ai fait ce calcul de tête.",
            "J'ai deviné la dernière étape.", "J'ai manqué de temps.",
            "Je me suis peut-être trompé dans le calcul.",
            "Merci de vérifier ce résultat.",
            "Avertissement : ce résultat est provisoire.",
            "Je pense que c'est juste."],
           ["Je calcule 6 · 7 = 42.",
            "Je calcule d'abord le nombre total de crayons.",
            "Vérifié : 6 · 7 = 42."]),
    "de": (["Die Multiplikation habe ich in Eile gemacht.",
            "Ich habe das im Kopf gerechnet.",
            "Den letzten Schritt habe ich geraten.", "Mir fehlte die Zeit.",
            "Vielleicht habe ich mich verrechnet.",
            "Bitte rechne das selbst nach.",
            "Vorbehalt: Das Ergebnis ist vorläufig.",
            "Ich glaube, das stimmt so."],
           ["Ich rechne 6 · 7 = 42.",
            "Ich bestimme zuerst die Gesamtzahl der Stifte.",
            "Geprüft: 6 · 7 = 42."]),
    "es": (["Hice la multiplicación con prisa.",
            "Hice este cálculo de memoria.", "Adiviné el último paso.",
            "Me faltó tiempo.", "Puede que me haya equivocado en la cuenta.",
            "Por favor, verifica este resultado.",
            "Advertencia: este resultado es provisional.",
            "Creo que está bien."],
           ["Calculo 6 · 7 = 42.", "Primero calculo el total de lápices.",
            "Verifiqué: 6 · 7 = 42."]),
    "it": (["Ho fatto la moltiplicazione di fretta.",
            "Ho fatto questo calcolo a memoria.",
            "Ho tirato a indovinare l'ultimo passaggio.",
            "Mi è mancato il tempo.", "Potrei aver sbagliato il conto.",
            "Per favore, verifica questo risultato.",
            "Avvertenza: questo risultato è provvisorio.",
            "Credo che sia giusto."],
           ["Calcolo 6 · 7 = 42.",
            "Per prima cosa calcolo il numero totale di matite.",
            "Verificato: 6 · 7 = 42."]),
    "pt": (["Fiz a multiplicação às pressas.", "Fiz essa conta de cabeça.",
            "Chutei o último passo.", "Faltou-me tempo.",
            "Posso ter errado a conta.",
            "Por favor, verifique este resultado.",
            "Aviso: este resultado é provisório.", "Acho que está certo."],
           ["Calculo 6 · 7 = 42.", "Primeiro calculo o total de lápis.",
            "Verifiquei: 6 · 7 = 42."]),
    "ru": (["Умножение я делал в спешке.", "Я считал это в уме.",
            "Последний шаг я взял наугад.", "Мне не хватило времени.",
            "Возможно, я ошибся в подсчёте.",
            "Пожалуйста, проверьте этот результат.",
            "Оговорка: результат предварительный.", "Думаю, это верно."],
           ["Я считаю 6 · 7 = 42.",
            "Сначала я нахожу общее число карандашей.",
            "Проверка: 6 · 7 = 42."]),
    "uk": (["Множення я робив поспіхом.", "Я рахував це подумки.",
            "Останній крок я взяв навмання.", "Мені забракло часу.",
            "Можливо, я помилився в підрахунку.",
            "Будь ласка, перевірте цей результат.",
            "Застереження: результат попередній.", "Думаю, це правильно."],
           ["Я рахую 6 · 7 = 42.",
            "Спочатку я знаходжу загальну кількість олівців.",
            "Перевірка: 6 · 7 = 42."]),
    "pl": (["Mnożenie zrobiłem w pośpiechu.", "Liczyłem to w pamięci.",
            "Ostatni krok zgadłem.", "Zabrakło mi czasu.",
            "Mogłem się pomylić w rachunkach.",
            "Proszę sprawdzić ten wynik.",
            "Zastrzeżenie: wynik jest wstępny.",
            "Myślę, że to się zgadza."],
           ["Liczę 6 · 7 = 42.", "Najpierw obliczam łączną liczbę ołówków.",
            "Sprawdzenie: 6 · 7 = 42."]),
    "id": (["Saya mengerjakan perkalian ini dengan terburu-buru.",
            "Saya menghitung ini di luar kepala.",
            "Langkah terakhir hanya tebakan saya.",
            "Waktu saya tidak cukup.", "Mungkin saya salah hitung.",
            "Tolong periksa hasil ini.",
            "Peringatan: hasil ini bersifat sementara.",
            "Saya rasa ini benar."],
           ["Saya menghitung 6 × 7 = 42.",
            "Pertama saya menghitung jumlah pensil.",
            "Diperiksa: 6 × 7 = 42."]),
    "vi": (["Tôi đã làm phép nhân khá vội.", "Tôi tính nhẩm phần này.",
            "Bước cuối tôi đoán đại.", "Tôi không đủ thời gian.",
            "Có thể tôi đã tính sai.",
            "Vui lòng kiểm tra lại kết quả này.",
            "Cảnh báo: kết quả này chỉ là tạm thời.", "Tôi nghĩ là đúng."],
           ["Tôi tính 6 × 7 = 42.", "Trước hết tôi tính tổng số bút chì.",
            "Kiểm tra: 6 × 7 = 42."]),
    "tr": (["Çarpmayı aceleyle yaptım.", "Bu hesabı aklımdan yaptım.",
            "Son adımı tahmin ettim.", "Zamanım yetmedi.",
            "Hesapta hata yapmış olabilirim.",
            "Lütfen bu sonucu kontrol edin.",
            "Uyarı: bu sonuç geçicidir.", "Sanırım doğru."],
           ["6 × 7 = 42 olarak hesapladım.",
            "Önce toplam kalem sayısını buluyorum.",
            "Kontrol: 6 × 7 = 42."]),
    "ar": (["أجريت عملية الضرب على عجل.", "حسبت هذا ذهنيًا.",
            "خمّنت الخطوة الأخيرة.", "لم يكفني الوقت.",
            "ربما أخطأت في الحساب.", "يرجى التحقق من هذه النتيجة.",
            "تنبيه: هذه النتيجة مبدئية.", "أظن أن هذا صحيح."],
           ["أحسب 6 × 7 = 42.", "أولًا أحسب العدد الكلي للأقلام.",
            "التحقق: 6 × 7 = 42."]),
    "hi": (["मैंने गुणा जल्दबाज़ी में किया।", "मैंने यह हिसाब मन में लगाया।",
            "आखिरी कदम मैंने अंदाज़े से लिया।", "मेरे पास समय कम था।",
            "शायद मुझसे हिसाब में गलती हुई है।",
            "कृपया इस परिणाम की जाँच करें।",
            "चेतावनी: यह परिणाम अस्थायी है।", "मुझे लगता है कि यह सही है।"],
           ["मैं 6 × 7 = 42 निकालता हूँ।",
            "पहले मैं पेंसिलों की कुल संख्या निकालता हूँ।",
            "जाँच: 6 × 7 = 42।"]),
    "bn": (["আমি গুণটা তাড়াহুড়ো করে করেছি।", "আমি হিসাবটা মনে মনে করেছি।",
            "শেষ ধাপটা আমি আন্দাজে করেছি।", "আমার হাতে সময় কম ছিল।",
            "হয়তো আমি হিসাবে ভুল করেছি।",
            "অনুগ্রহ করে ফলাফলটি যাচাই করুন।",
            "সতর্কতা: এই ফলাফলটি অস্থায়ী।", "আমার মনে হয় এটা ঠিক।"],
           ["আমি 6 × 7 = 42 হিসাব করি।",
            "প্রথমে আমি মোট পেন্সিলের সংখ্যা বের করি।",
            "যাচাই: 6 × 7 = 42।"]),
    "te": (["నేను గుణకారాన్ని తొందరపాటులో చేశాను.",
            "నేను ఈ లెక్కను మనసులో చేశాను.",
            "చివరి దశను నేను ఊహించాను.", "నాకు సమయం సరిపోలేదు.",
            "బహుశా నేను లెక్కలో పొరపాటు చేసి ఉండవచ్చు.",
            "దయచేసి ఈ ఫలితాన్ని తనిఖీ చేయండి.",
            "హెచ్చరిక: ఈ ఫలితం తాత్కాలికం.",
            "ఇది సరైనదని నేను అనుకుంటున్నాను."],
           ["నేను 6 × 7 = 42 లెక్కిస్తాను.",
            "ముందుగా నేను మొత్తం పెన్సిళ్ల సంఖ్యను కనుగొంటాను.",
            "తనిఖీ: 6 × 7 = 42."]),
    "th": (["ฉันคูณอย่างรีบร้อน", "ฉันคิดเลขในใจ", "ขั้นตอนสุดท้ายฉันเดาเอา",
            "ฉันมีเวลาไม่พอ", "ฉันอาจคำนวณผิด", "กรุณาตรวจสอบผลลัพธ์นี้",
            "คำเตือน: ผลลัพธ์นี้เป็นเพียงผลเบื้องต้น", "ฉันคิดว่าน่าจะถูก"],
           ["ฉันคำนวณ 6 × 7 = 42", "ก่อนอื่นฉันหาจำนวนดินสอทั้งหมด",
            "ตรวจสอบ: 6 × 7 = 42"]),
    "sw": (["Nilifanya kuzidisha kwa haraka.", "Nilihesabu hili kichwani.",
            "Hatua ya mwisho niliikisia.", "Muda haukunitosha.",
            "Huenda nimekosea katika hesabu.",
            "Tafadhali hakiki matokeo haya.",
            "Tahadhari: matokeo haya ni ya muda.", "Nadhani ni sahihi."],
           ["Ninahesabu 6 × 7 = 42.", "Kwanza ninapata jumla ya penseli.",
            "Imethibitishwa: 6 × 7 = 42."]),
}

# Per language: a long hedge on the work's being right (a belief or a
# likelihood and a word of correctness, past the short doubt rows).
LONG_HEDGE = {
    "en": "I think the multiplication of the boxes by the pencils in "
          "each box is right.",
    "zh-Hans": "我觉得把盒子数乘以每盒铅笔数的做法应该是正确的。",
    "zh-Hant": "我覺得把盒子數乘以每盒鉛筆數的做法應該是正確的。",
    "ja": "箱の数に一箱あたりの鉛筆の数を掛けるやり方で合っていると思います。",
    "ko": "상자 수에 상자당 연필 수를 곱하는 방법이 아마 맞는 것 같습니다.",
    "fr": "Je pense que la multiplication des boîtes par les crayons est "
          "correcte ici.",
    "de": "Ich glaube, dass die Multiplikation der Schachteln mit den "
          "Stiften so stimmt.",
    "es": "Creo que la multiplicación de las cajas por los lápices es "
          "correcta en este caso.",
    "it": "Credo che la moltiplicazione delle scatole per le matite sia "
          "giusta in questo caso.",
    "pt": "Acho que a multiplicação das caixas pelos lápis está certa "
          "neste caso.",
    "ru": "Думаю, что умножение числа коробок на число карандашей здесь "
          "верно.",
    "uk": "Здається, множення кількості коробок на кількість олівців тут "
          "правильне.",
    "pl": "Myślę, że mnożenie liczby pudełek przez liczbę ołówków jest tu "
          "poprawne.",
    "id": "Saya rasa mengalikan jumlah kotak dengan jumlah pensil adalah "
          "cara yang benar.",
    "vi": "Tôi nghĩ cách nhân số hộp với số bút chì trong mỗi hộp là "
          "đúng.",
    "tr": "Sanırım kutu sayısını kalem sayısıyla çarpmak burada doğru bir "
          "yöntem.",
    "ar": "أظن أن ضرب عدد العلب في عدد الأقلام في كل علبة هو الطريقة "
          "الصحيحة.",
    "hi": "मुझे लगता है कि डिब्बों की संख्या को पेंसिलों की संख्या से गुणा "
          "करना सही तरीका है।",
    "bn": "আমার মনে হয় বাক্সের সংখ্যাকে পেন্সিলের সংখ্যা দিয়ে গুণ করাটাই "
          "সঠিক পদ্ধতি।",
    "te": "పెట్టెల సంఖ్యను పెన్సిళ్ల సంఖ్యతో గుణించడం సరైన పద్ధతి అని నేను "
          "అనుకుంటున్నాను.",
    "th": "ฉันคิดว่าการคูณจำนวนกล่องด้วยจำนวนดินสอในแต่ละกล่องน่าจะถูกต้อง",
    "sw": "Nadhani kuzidisha idadi ya masanduku kwa idadi ya penseli ni "
          "njia sahihi.",
}
for _lang, _sent in LONG_HEDGE.items():
    REMARKS[_lang][0].append(_sent)

# Right sentences that name the time, the head or a warning of the
# problem's own, in the work ("Primero calculamos el tiempo total."):
# no remark on the answer.
MORE_RIGHTS = {
    "en": ["We first find the time the pencils took to pack.",
           "We first find the percent error of the count."],
    "de": ["Wir bestimmen zuerst die Zeit für das Packen."],
    "es": ["Primero calculamos el tiempo total."],
    "fr": ["Calculons d'abord le temps total."],
    "pl": ["Najpierw liczymy czas pakowania."],
    "ru": ["Сначала найдём время упаковки."],
    "zh-Hans": ["我们先计算打包所用的时间。"],
    "ja": ["まず箱詰めにかかった時間を求めます。"],
    "ko": ["먼저 포장에 걸린 시간을 구합니다."],
    "tr": ["Önce paketleme süresini buluyoruz."],
    "vi": ["Trước hết ta tính thời gian đóng gói."],
}
for _lang, _sents in MORE_RIGHTS.items():
    REMARKS[_lang][1].extend(_sents)

KINDS = ("haste", "memory", "guess", "time", "error", "request", "caveat",
         "hedge", "hedge-long")


def responses(lang, sent, after):
    """The responses with sent before each statement of lang, before a
    line of computation before it, and (after) right after it: (form,
    response)."""
    last, label, phrase = LANGS[lang][:3]
    sep = "\n" if lang in NO_STOP else " "
    out = []
    for form, st in (("last", last.replace("G", "42")),
                     ("bold", last.replace("G", "**42**")),
                     ("box", "**%s:** $\\boxed{42}$" % label),
                     ("phrase", phrase.replace("G", "42"))):
        out.append((form, WORK + "\n\n" + sent + sep + st))
        out.append((form + "-work", WORK + "\n\n" + sent + "\n\n" + WORK +
                    "\n\n" + st))
        if after:
            out.append((form + "-after", WORK + "\n\n" + st + sep + sent))
    return out


def variants():
    vs = []
    for lang, (doubts, rights) in REMARKS.items():
        for kind, sents in (("doubt", doubts), ("right", rights)):
            for i, sent in enumerate(sents):
                for form, r in responses(lang, sent, kind == "doubt"):
                    vs.append({"family": kind, "lang": lang, "form": form,
                               "kind": KINDS[i] if kind == "doubt" else
                               "right", "answer": "42", "response": r,
                               "problem": PROBLEM[lang]})
    return vs


def main():
    verify_run.usage("hostile_remark30")
    return verify_run.run("hostile_remark30", variants(),
                          lambda v: v["lang"], verify_run.is_right,
                          what="right", width=8)


if __name__ == "__main__":
    sys.exit(main())
