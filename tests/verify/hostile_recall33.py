#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall33.py: issue 26's recall in every language the man
page lists (papo-verify(1), the languages with rows): the ways a model
states a final answer in that language, as MGSM, MMATH and PolyMath
outputs do, each right form rewarded and its twins not.

usage: hostile_recall33.py PAPO_VERIFY [--list]

Forms (a variant's kind), each written in the language's own words:
  phrase   the native answer phrase before the value ("Die Antwort ist
           35.", "答えは35です。", "Jibu ni 35.")
  word     the value as a number word ("La réponse est douze.",
           "答案是十二。", "उत्तर बारह है।")
  native   the value in the language's digits: fullwidth (zh, ja),
           Arabic-Indic, Devanagari, Bengali, Telugu, Thai
  decimal  a decimal comma where the language writes one ("A resposta é
           2,5."), Arabic's decimal separator
  thousand the language's thousands separator ("1.250", "1 250",
           "1,250", "١٬٢٥٠")
  unit     the unit word after the number ("35 Minuten", "35分钟"),
           against "35 \\text{ minutes}" and never "35 \\text{ hours}"
  conc     a concluding sentence in the language's usual order, the
           problem given in the language ("Also hat Tom 35 Äpfel.",
           "所以汤姆一共有35个苹果。")
  quote    the value in the language's quotation marks or markup
           (« », „ “, 「」, 『』, __ __)
  mc       a multiple-choice statement, one letter or two ("La opción
           correcta es la B.", "Die richtigen Antworten sind A und C.",
           Cyrillic А Б В Г, Thai ก ข ค ง, Bengali ক খ গ ঘ)
Families: "right" (to be rewarded; refused: lost signal, counted
apart), "wrong" (the same response against another value, or the
value its separator would give read the other way: "1.250" is never
1.25, "2,5" never 25) and "twin"
(the response followed by the language's own negation or doubt, "No,
that is wrong.", "Aber ich bin mir nicht sicher."): neither may be
rewarded.  Prints a count per language and the summary line the t-*.sh
test reads: "hostile_recall33: N variants (M right), K wrong, L lost".
Exits 1 when a wrong or a twin is rewarded.
"""
import sys

import verify_run

MC = "Which one?\nA. 10\nB. 20\nC. 30\nD. 40"
MC_RU = "Какой?\nА) 10\nБ) 20\nВ) 30\nГ) 40"
MC_UK = "Який?\nА) 10\nБ) 20\nВ) 30\nГ) 40"
MC_TH = "ข้อใด\nก. 10\nข. 20\nค. 30\nง. 40"
MC_BN = "কোনটি?\n(ক) 10\n(খ) 20\n(গ) 30\n(ঘ) 40"

# Per language: the answer phrase ({v} the value), the problem and the
# concluding sentence of the apples problem, number words (value,
# word), native digits, whether the language writes a decimal comma,
# its thousands form of 1250, the answer with the unit word of 35
# minutes, quotation forms, multiple-choice statements ({l}, {l1} and
# {l2}: letters) with the letters they use, and the negation and the
# doubt written after an answer.
L = {
    "en": dict(
        phrase=["The answer is {v}.", "Final answer: {v}",
                "Therefore, the final answer is {v}."],
        problem="Tom has 30 apples and buys some more. How many apples "
                "does Tom have now?",
        conc=["So Tom has {v} apples.", "Therefore, Tom has {v} apples now."],
        words=[(12, "twelve"), (35, "thirty-five")],
        dec=None, thousand="1,250",
        unit=["The answer is {v} minutes.", "It takes {v} minutes."],
        quote=["The answer is __{v}__.", "The answer is \"{v}\"."],
        mc=["The correct option is {l}.", "The answer is ({l})."],
        mc2=["The correct answers are {l1} and {l2}."],
        after=["No, that is wrong.", "But I am not sure."]),
    "zh": dict(
        phrase=["答案是{v}。", "所以答案是{v}。", "因此，答案為{v}。"],
        problem="汤姆有30个苹果，又买了一些。汤姆现在一共有多少个苹果？",
        conc=["所以汤姆一共有{v}个苹果。",
              ("因此，湯姆一共有{v}個蘋果。",
               "湯姆有30個蘋果，又買了一些。湯姆現在一共有多少個蘋果？")],
        words=[(12, "十二"), (35, "三十五")],
        # the concluding sentence with the value in numerals
        concw=["所以汤姆一共有{v}个苹果。", "综上，一共有{v}个苹果。",
               "所以一共是{v}个。"],
        # the same doubted, denied, asked, or with two values
        concw_twins=["所以汤姆一共可能有{v}个苹果。", "所以汤姆一共没有{v}个苹果。",
                     "所以汤姆一共有{v}个苹果吗？", "所以汤姆一共有大约{v}个苹果。",
                     "所以汤姆一共有{v}或{u}个苹果。"],
        native="fullwidth", dec=None, thousand="1,250",
        unit=["答案是{v}分钟。", "一共需要{v}分钟。"],
        quote=["答案是「{v}」。", "答案是『{v}』。"],
        mc=["正确选项是{l}。", "故选{l}。", "故選{l}。", "所以选{l}。"],
        mc2=["正确答案是{l1}和{l2}。"],
        after=["不对，这是错的。", "但我不确定。"]),
    "ja": dict(
        phrase=["答えは{v}です。", "よって、答えは{v}です。"],
        problem="トムはりんごを30個持っていて、さらにいくつか買いました。"
                "トムは今りんごを何個持っていますか？",
        conc=["したがって、トムはりんごを{v}個持っています。"],
        words=[(12, "十二"), (35, "三十五")],
        native="fullwidth", dec=None, thousand="1,250",
        unit=["答えは{v}分です。"],
        quote=["答えは「{v}」です。", "答えは『{v}』です。"],
        mc=["正解は{l}です。"],
        mc2=["正解は{l1}と{l2}です。"],
        after=["いいえ、これは間違いです。", "でも、自信がありません。"]),
    "ko": dict(
        phrase=["답은 {v}입니다.", "따라서 정답은 {v}입니다."],
        problem="톰은 사과 30개를 가지고 있고 몇 개를 더 샀습니다. "
                "톰은 지금 사과를 몇 개 가지고 있습니까?",
        conc=["따라서 톰은 사과를 {v}개 가지고 있습니다."],
        words=[], dec=None, thousand="1,250",
        unit=["답은 {v}분입니다."],
        quote=["답은 \"{v}\"입니다."],
        mc=["정답은 {l}입니다."],
        mc2=["정답은 {l1}, {l2}입니다."],
        after=["아니요, 이것은 틀렸습니다.", "하지만 확실하지 않습니다."]),
    "fr": dict(
        phrase=["La réponse est {v}.", "La réponse finale est {v}."],
        problem="Tom a 30 pommes et en achète d'autres. Combien de pommes "
                "Tom a-t-il maintenant ?",
        conc=["Donc, Tom a {v} pommes.", "Tom a donc {v} pommes."],
        words=[(12, "douze"), (35, "trente-cinq")],
        dec=True, thousand="1 250",
        unit=["La réponse est {v} minutes."],
        quote=["La réponse est « {v} ».", "La réponse est «{v}»."],
        mc=["La bonne réponse est {l}.", "La bonne réponse est la {l}."],
        mc2=["Les bonnes réponses sont {l1} et {l2}."],
        after=["Non, c'est faux.", "Mais je n'en suis pas sûr."]),
    "de": dict(
        phrase=["Die Antwort ist {v}.", "Die Antwort lautet {v}."],
        problem="Tom hat 30 Äpfel und kauft noch einige dazu. Wie viele "
                "Äpfel hat Tom jetzt?",
        conc=["Also hat Tom {v} Äpfel.", "Tom hat also {v} Äpfel."],
        words=[(12, "zwölf"), (35, "fünfunddreißig")],
        dec=True, thousand="1.250",
        unit=["Die Antwort ist {v} Minuten."],
        quote=["Die Antwort ist „{v}“.", "Die Antwort ist »{v}«."],
        mc=["Die richtige Antwort ist {l}.", "Richtig ist Antwort {l}."],
        mc2=["Die richtigen Antworten sind {l1} und {l2}."],
        after=["Nein, das ist falsch.", "Aber ich bin mir nicht sicher."]),
    "es": dict(
        phrase=["La respuesta es {v}.", "La respuesta final es {v}."],
        problem="Tom tiene 30 manzanas y compra algunas más. ¿Cuántas "
                "manzanas tiene Tom ahora?",
        conc=["Por lo tanto, Tom tiene {v} manzanas."],
        words=[(12, "doce"), (35, "treinta y cinco")],
        dec=True, thousand="1.250",
        unit=["La respuesta es {v} minutos."],
        quote=["La respuesta es «{v}»."],
        mc=["La opción correcta es la {l}.", "Respuesta: {l}"],
        mc2=["Las respuestas correctas son {l1} y {l2}.",
             "Respuesta: {l1} y {l2}"],
        after=["No, eso es incorrecto.", "Pero no estoy seguro."]),
    "it": dict(
        phrase=["La risposta è {v}.", "La risposta finale è {v}."],
        problem="Tom ha 30 mele e ne compra altre. Quante mele ha Tom "
                "adesso?",
        conc=["Quindi Tom ha {v} mele."],
        words=[(12, "dodici"), (35, "trentacinque")],
        dec=True, thousand="1.250",
        unit=["La risposta è {v} minuti."],
        quote=["La risposta è «{v}»."],
        mc=["La risposta corretta è la {l}."],
        mc2=["Le risposte corrette sono {l1} e {l2}."],
        after=["No, è sbagliato.", "Ma non ne sono sicuro."]),
    "pt": dict(
        phrase=["A resposta é {v}.", "A resposta final é {v}."],
        problem="Tom tem 30 maçãs e compra mais algumas. Quantas maçãs Tom "
                "tem agora?",
        conc=["Portanto, Tom tem {v} maçãs."],
        words=[(12, "doze"), (35, "trinta e cinco")],
        dec=True, thousand="1.250",
        unit=["A resposta é {v} minutos."],
        quote=["A resposta é «{v}».", "A resposta é \"{v}\"."],
        mc=["A alternativa correta é a {l}."],
        mc2=["As respostas corretas são {l1} e {l2}."],
        after=["Não, isso está errado.", "Mas não tenho certeza."]),
    "ru": dict(
        phrase=["Ответ: {v}.", "Итак, ответ: {v}."],
        problem="У Тома 30 яблок, и он покупает ещё несколько. Сколько "
                "яблок у Тома теперь?",
        conc=["Итак, у Тома {v} яблок."],
        words=[(12, "двенадцать"), (35, "тридцать пять")],
        dec=True, thousand="1 250",
        unit=["Ответ: {v} минут."],
        quote=["Ответ: «{v}»."],
        mc=["Ответ: {l}.", "Правильный ответ — {l}.",
            "Правильный вариант — {l}."],
        mc2=["Правильные ответы: {l1} и {l2}."],
        letters="АБВГ", mcp=MC_RU,
        mc_latin=["Правильный ответ — {l}.", "Ответ: {l}."],
        after=["Нет, это неверно.", "Но я не уверен."]),
    "uk": dict(
        phrase=["Відповідь: {v}.", "Отже, відповідь: {v}."],
        problem="У Тома 30 яблук, і він купує ще кілька. Скільки яблук у "
                "Тома тепер?",
        conc=["Отже, у Тома {v} яблук."],
        words=[(12, "дванадцять"), (35, "тридцять п'ять")],
        dec=True, thousand="1 250",
        unit=["Відповідь: {v} хвилин."],
        quote=["Відповідь: «{v}»."],
        mc=["Відповідь: {l}.", "Правильна відповідь — {l}.",
            "Правильний варіант — {l}."],
        mc2=["Правильні відповіді: {l1} і {l2}."],
        letters="АБВГ", mcp=MC_UK,
        mc_latin=["Правильна відповідь — {l}."],
        after=["Ні, це неправильно.", "Але я не впевнений."]),
    "pl": dict(
        phrase=["Odpowiedź to {v}.", "Odpowiedź: {v}."],
        problem="Tom ma 30 jabłek i kupuje jeszcze kilka. Ile jabłek ma "
                "teraz Tom?",
        conc=["Zatem Tom ma {v} jabłek."],
        words=[(12, "dwanaście"), (35, "trzydzieści pięć")],
        dec=True, thousand="1 250",
        unit=["Odpowiedź to {v} minut."],
        quote=["Odpowiedź to „{v}”."],
        mc=["Poprawna odpowiedź to {l}."],
        mc2=["Poprawne odpowiedzi to {l1} i {l2}."],
        after=["Nie, to jest błędne.", "Ale nie jestem pewien."]),
    "tr": dict(
        phrase=["Cevap: {v}", "Sonuç olarak cevap: {v}"],
        problem="Tom'un 30 elması var ve birkaç tane daha alıyor. Tom'un "
                "şimdi kaç elması var?",
        conc=["Sonuç olarak, Tom'un {v} elması var."],
        words=[(12, "on iki"), (35, "otuz beş")],
        dec=True, thousand="1.250",
        unit=["Cevap: {v} dakika"],
        quote=["Cevap: \"{v}\""],
        mc=["Doğru cevap: {l}", "Doğru seçenek {l}."],
        mc2=["Doğru cevaplar {l1} ve {l2}."],
        after=["Hayır, bu yanlış.", "Ama emin değilim."]),
    "id": dict(
        phrase=["Jawabannya adalah {v}.", "Jadi, jawabannya adalah {v}."],
        problem="Tom punya 30 apel dan membeli beberapa lagi. Berapa apel "
                "yang dimiliki Tom sekarang?",
        conc=["Jadi, Tom memiliki {v} apel."],
        words=[(12, "dua belas"), (35, "tiga puluh lima")],
        dec=True, thousand="1.250",
        unit=["Jawabannya adalah {v} menit."],
        quote=["Jawabannya adalah \"{v}\"."],
        mc=["Jawaban yang benar adalah {l}."],
        mc2=["Jawaban yang benar adalah {l1} dan {l2}."],
        after=["Tidak, itu salah.", "Tapi saya tidak yakin."]),
    "vi": dict(
        phrase=["Đáp án là {v}.", "Vậy đáp án là {v}."],
        problem="Tom có 30 quả táo và mua thêm một ít. Bây giờ Tom có bao "
                "nhiêu quả táo?",
        conc=["Vậy Tom có {v} quả táo."],
        words=[(12, "mười hai"), (35, "ba mươi lăm")],
        dec=True, thousand="1.250",
        unit=["Đáp án là {v} phút."],
        quote=["Đáp án là \"{v}\"."],
        mc=["Đáp án đúng là {l}."],
        mc2=["Các đáp án đúng là {l1} và {l2}."],
        after=["Không, điều đó sai.", "Nhưng tôi không chắc chắn."]),
    "th": dict(
        phrase=["คำตอบคือ {v}", "ดังนั้น คำตอบคือ {v}"],
        problem="ทอมมีแอปเปิ้ล 30 ผล และซื้อเพิ่มอีก "
                "ตอนนี้ทอมมีแอปเปิ้ลกี่ผล",
        conc=["ดังนั้น ทอมมีแอปเปิ้ล {v} ผล"],
        words=[(12, "สิบสอง")],
        native="thai", dec=None, thousand="1,250",
        unit=["คำตอบคือ {v} นาที"],
        quote=["คำตอบคือ \"{v}\""],
        mc=["คำตอบที่ถูกต้องคือ {l}"],
        mc2=["คำตอบที่ถูกต้องคือ {l1} และ {l2}"],
        letters="กขคง", mcp=MC_TH,
        after=["ไม่ใช่ นั่นผิด", "แต่ฉันไม่แน่ใจ"]),
    "bn": dict(
        phrase=["উত্তর হল {v}।", "সুতরাং, উত্তর হল {v}।"],
        problem="টমের কাছে 30টি আপেল আছে এবং সে আরও কিছু কেনে। "
                "এখন টমের কাছে কতটি আপেল আছে?",
        conc=["সুতরাং, টমের কাছে {v}টি আপেল আছে।"],
        words=[(12, "বারো")],
        native="bengali", dec=None, thousand="1,250",
        unit=["উত্তর হল {v} মিনিট।"],
        quote=["উত্তর হল \"{v}\"।"],
        mc=["সঠিক উত্তর হল {l}।", "উত্তর ({l})।"],
        mc2=["সঠিক উত্তর হল {l1} এবং {l2}।"],
        letters="কখগঘ", mcp=MC_BN,
        after=["না, এটা ভুল।", "কিন্তু আমি নিশ্চিত নই।"]),
    "te": dict(
        phrase=["సమాధానం {v}.", "కాబట్టి, సమాధానం {v}."],
        problem="టామ్ దగ్గర 30 ఆపిల్స్ ఉన్నాయి, అతను మరికొన్ని కొంటాడు. "
                "ఇప్పుడు టామ్ దగ్గర ఎన్ని ఆపిల్స్ ఉన్నాయి?",
        conc=["కాబట్టి, టామ్ దగ్గర {v} ఆపిల్స్ ఉన్నాయి."],
        words=[(12, "పన్నెండు")],
        native="telugu", dec=None, thousand="1,250",
        unit=["సమాధానం {v} నిమిషాలు."],
        quote=["సమాధానం \"{v}\"."],
        mc=["సరైన సమాధానం {l}."],
        mc2=["సరైన సమాధానాలు {l1} మరియు {l2}."],
        after=["కాదు, అది తప్పు.", "కానీ నాకు ఖచ్చితంగా తెలియదు."]),
    "hi": dict(
        phrase=["उत्तर {v} है।", "अतः उत्तर {v} है।"],
        problem="टॉम के पास 30 सेब हैं और वह कुछ और खरीदता है। "
                "अब टॉम के पास कितने सेब हैं?",
        conc=["अतः टॉम के पास {v} सेब हैं।"],
        words=[(12, "बारह")],
        native="devanagari", dec=None, thousand="1,250",
        unit=["उत्तर {v} मिनट है।"],
        quote=["उत्तर \"{v}\" है।"],
        mc=["सही उत्तर {l} है।"],
        mc2=["सही उत्तर {l1} और {l2} हैं।"],
        after=["नहीं, यह गलत है।", "लेकिन मुझे यकीन नहीं है।"]),
    "ar": dict(
        phrase=["الإجابة هي {v}.", "إذن، الإجابة هي {v}."],
        problem="لدى توم 30 تفاحة واشترى المزيد. كم تفاحة لدى توم الآن؟",
        conc=["إذن، لدى توم {v} تفاحة."],
        words=[(12, "اثنا عشر")],
        native="arabic", dec="٫", thousand="١٬٢٥٠",
        unit=["الإجابة هي {v} دقيقة."],
        quote=["الإجابة هي «{v}»."],
        mc=["الإجابة الصحيحة هي {l}."],
        mc2=["الإجابات الصحيحة هي {l1} و{l2}."],
        after=["لا، هذا خطأ.", "لكنني لست متأكدًا."]),
    "sw": dict(
        phrase=["Jibu ni {v}.", "Kwa hiyo, jibu ni {v}."],
        problem="Tom ana tufaha 30 na ananunua mengine. Tom ana tufaha "
                "ngapi sasa?",
        conc=["Kwa hiyo, Tom ana tufaha {v}."],
        words=[(12, "kumi na mbili")],
        dec=True, thousand="1,250",
        unit=["Jibu ni dakika {v}.", "Jibu ni {v} dakika."],
        quote=["Jibu ni \"{v}\"."],
        mc=["Jibu sahihi ni {l}."],
        mc2=["Majibu sahihi ni {l1} na {l2}."],
        after=["Hapana, hilo si sahihi.", "Lakini sina uhakika."]),
}

# the multiple-choice statements of two letters negated or doubted in
# their own sentence ({l1}, {l2}: the letters), never rewarded
MC2_TWINS = {
    "en": ["The correct answers are not {l1} and {l2}.",
           "The correct answers are probably {l1} and {l2}."],
    "es": ["Las respuestas correctas no son {l1} y {l2}.",
           "Las respuestas correctas son quizás {l1} y {l2}."],
    "de": ["Die richtigen Antworten sind nicht {l1} und {l2}.",
           "Die richtigen Antworten sind vielleicht {l1} und {l2}."],
    "fr": ["Les bonnes réponses ne sont pas {l1} et {l2}.",
           "Les bonnes réponses sont peut-être {l1} et {l2}."],
    "it": ["Le risposte corrette non sono {l1} e {l2}.",
           "Le risposte corrette sono forse {l1} e {l2}."],
    "pt": ["As respostas corretas não são {l1} e {l2}.",
           "As respostas corretas são talvez {l1} e {l2}."],
    "ru": ["Правильные ответы: не {l1} и {l2}.",
           "Правильные ответы: {l1} и {l2}, наверное."],
    "uk": ["Правильні відповіді: не {l1} і {l2}.",
           "Правильні відповіді: можливо {l1} і {l2}."],
    "pl": ["Poprawne odpowiedzi to chyba {l1} i {l2}.",
           "Poprawne odpowiedzi to nie {l1} i {l2}."],
    "tr": ["Doğru cevaplar {l1} ve {l2} değil.",
           "Doğru cevaplar belki {l1} ve {l2}."],
    "id": ["Jawaban yang benar bukan {l1} dan {l2}.",
           "Jawaban yang benar adalah {l1} dan {l2}, mungkin."],
    "vi": ["Các đáp án đúng không phải là {l1} và {l2}.",
           "Các đáp án đúng có lẽ là {l1} và {l2}."],
    "sw": ["Majibu sahihi si {l1} na {l2}.",
           "Majibu sahihi ni labda {l1} na {l2}."],
}

# answer phrases of the languages read word by word before the value
# (tr, pl, id, vi, uk) doubted, denied or made conditional before it,
# in their words or another listed language's ({v} the value)
PHRASE_TWINS = {
    "tr": ["Belki sonuç olarak cevap: {v}", "Sonuç olarak cevap belki: {v}",
           "Eğer n çiftse sonuç olarak cevap: {v}",
           "Peut-être sonuç olarak cevap: {v}"],
    "pl": ["Może odpowiedź to {v}.", "Vielleicht odpowiedź to {v}."],
    "id": ["Mungkin jawabannya adalah {v}.", "Quizás jawabannya adalah {v}."],
    "vi": ["Có lẽ đáp án là {v}.", "Forse đáp án là {v}."],
    "uk": ["Можливо, відповідь: {v}.", "Не відповідь: {v}."],
}

DIGITS = {"fullwidth": 0xFF10, "arabic": 0x0660, "devanagari": 0x0966,
          "bengali": 0x09E6, "telugu": 0x0C66, "thai": 0x0E50}


def native(s, script):
    """s with its ASCII digits written in the script's digits."""
    base = DIGITS[script]
    return "".join(chr(base + ord(c) - 48) if c.isdigit() else c for c in s)


def forms(lang, d, add):
    """The variants of one language: add(kind, family, answer, problem,
    response)."""
    def stated(kind, ans, oth, resp, problem=None):
        add(kind, "right", ans, problem, resp)
        add(kind, "wrong", oth, problem, resp)
        for a in d["after"]:
            add(kind, "twin", ans, problem, resp + " " + a)

    for t in d["phrase"]:
        for v in (35, 7, 204):
            stated("phrase", str(v), str(v + 1), t.format(v=v))
        for v, w in d["words"]:
            stated("word", str(v), str(v + 1), t.format(v=w))
        if d.get("native"):
            stated("native", "35", "36",
                   t.format(v=native("35", d["native"])))
        if d["dec"]:
            sep = d["dec"] if isinstance(d["dec"], str) else ","
            two = "2" + sep + "5"
            if d.get("native"):
                two = native(two, d["native"])
            stated("decimal", "2.5", "3.5", t.format(v=two))
            add("decimal", "wrong", "25", None, t.format(v=two))
        stated("thousand", "1250", "1251", t.format(v=d["thousand"]))
        # the separator read the other way: never 1.25
        add("thousand", "wrong", "1.25", None, t.format(v=d["thousand"]))
    for t in PHRASE_TWINS.get(lang, []):
        add("phrase", "twin", "35", None, t.format(v=35))
    for t in d["unit"]:
        stated("unit", "35 \\text{ minutes}", "35 \\text{ hours}",
               t.format(v=35))
        stated("unit", "35", "36", t.format(v=35))
    for t in d["conc"]:
        # (a sentence, its problem in the same script: traditional
        # Chinese's own)
        t, pr = t if isinstance(t, tuple) else (t, d["problem"])
        for v in (35, 42):
            stated("conc", str(v), str(v + 1), t.format(v=v), pr)
    for t in d.get("concw", []):
        for v, w in d["words"]:
            stated("conc", str(v), str(v + 1), t.format(v=w), d["problem"])
    for t in d.get("concw_twins", []):
        for (v, w), (_, u) in zip(d["words"], d["words"][::-1]):
            add("conc", "twin", str(v), d["problem"], t.format(v=w, u=u))
    for t in d["quote"]:
        stated("quote", "35", "36", t.format(v=35))
    letters = d.get("letters", "ABCD")
    mcp = d.get("mcp", MC)
    for t in d["mc"]:
        for i in (1, 2):
            stated("mc", "ABCD"[i], "ABCD"[i + 1],
                   t.format(l=letters[i]), mcp)
    for t in d["mc2"]:
        stated("mc", "AC", "AD",
               t.format(l1=letters[0], l2=letters[2]), mcp)
    # a Cyrillic letter that looks like no Latin one under Latin-labelled
    # options: its order is its only reading (Б is B, Г is D)
    for t in d.get("mc_latin", []):
        for cyr, lat, oth in (("Б", "B", "C"), ("Г", "D", "A")):
            stated("mc", lat, oth, t.format(l=cyr), MC)
    for t in MC2_TWINS.get(lang, []):
        add("mc", "twin", "AC", mcp, t.format(l1=letters[0], l2=letters[2]))


def variants():
    vs = []
    for lang, d in L.items():
        def add(kind, fam, ans, problem, resp, lang=lang):
            v = {"lang": lang, "kind": kind, "family": fam, "answer": ans,
                 "response": "Reasoning.\n\n" + resp}
            if problem:
                v["problem"] = problem
            vs.append(v)
        forms(lang, d, add)
    return vs


def main():
    verify_run.usage("hostile_recall33")
    vs = variants()
    for v in vs:
        v["rec"] = {k: v[k] for k in ("answer", "response", "problem")
                    if k in v}
        v["args"] = ("--field", "problem=problem")
    return verify_run.run("hostile_recall33", vs,
                          group=lambda v: v["lang"],
                          right=verify_run.is_right, what="right",
                          width=4, lost=lambda v: True)


if __name__ == "__main__":
    sys.exit(main())
