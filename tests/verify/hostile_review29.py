#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_review29.py: a sentence before an answer's statement that
speaks of the solver's own work or of the answer's standing, in every
language papo-verify lists (issue 26, review 29 findings 1 and 2).

usage: hostile_review29.py PAPO_VERIFY [--list]

Each language has doubt sentences (the last step not checked or not
confirmed, no time to go over it, not confident: a word of checking
that its language negates by a word, a prefix or a suffix, with re-,
ri-, пере-, a glued article or a Turkish -eme- around it) and right
sentences (the work said in the first person, a check done).  Each is
put right before the statement (a last statement with no answer
phrase, a labelled box, an answer phrase), and before a line of
computation right before it; in English also in parentheses, and as
remarks worded outside any list: a request to check, haste, memory, a
caveat, an error after a modal.  A doubt twin is never rewarded; its
right twin, the same response with the right sentence there, must be.
"""
import sys

import verify_run

WORK = "6 × 7 = 42"

# Per language: the last statement, the answer label, the answer
# phrase (G: the value), the doubt sentences, the right sentences.
LANGS = {
    "en": ("So Maya has G pencils in total.", "Answer", "The answer is G.",
           ["I did the final multiplication quickly and never went back "
            "over it.", "I haven't confirmed the last step.",
            "Honestly, I am not confident about this result.",
            "I may have made a slip somewhere.",
            "Please verify this on your own before using it.",
            "I worked this out from memory, so treat it with care.",
            "Caveat: the last step was done in a hurry.",
            "I couldn't verify the total.",
            "I had no time to recheck the product.",
            "Kindly double-check my arithmetic.",
            "There could be a mistake in my counting.",
            "I only estimated the last part.",
            "I am guessing the product here.",
            "My working was rushed.",
            "I'm fairly confident in this result.",
            "This is just a rough guess.",
            "Double-check the units before submitting."],
           ["I multiplied the number of boxes by the pencils in each box.",
            "I checked the multiplication twice.",
            "Let me state the result.", "Here is the final answer.",
            "We now combine the boxes.", "I used the rule for products.",
            "We add up the pencils in all the boxes.",
            "I did a quick sanity check and it holds.",
            "I verified this by repeated addition.",
            "I'm confident in this result.",
            "We are asked for the total number of pencils."]),
    "zh-Hans": ("所以玛雅一共有G支铅笔。", "答案", "答案是G。",
                ["我没有时间复核这个结果。", "这个结果我没能核实。",
                 "最后一步我还没校对过。"],
                ["我把盒子数乘以每盒的铅笔数。", "我已经把乘法核对了两遍。"]),
    "zh-Hant": ("所以瑪雅一共有G支鉛筆。", "答案", "答案是G。",
                ["我沒有時間複核這個結果。", "這個結果我沒能核實。",
                 "最後一步我還沒校對過。"],
                ["我把盒子數乘以每盒的鉛筆數。", "我已經把乘法核對了兩遍。"]),
    "ja": ("したがって、マヤの鉛筆は全部でG本です。", "答え", "答えはGです。",
           ["時間がなくて見直しができませんでした。",
            "この結果は検証していません。",
            "最後の計算は確かめていません。"],
           ["箱の数に1箱あたりの鉛筆の数を掛けました。",
            "掛け算を二回確認しました。"]),
    "ko": ("따라서 마야가 가진 연필은 모두 G자루입니다.", "답", "답은 G입니다.",
           ["시간이 없어서 다시 확인하지 못했습니다.",
            "이 결과는 검산하지 않았습니다.",
            "마지막 계산은 점검하지 못했습니다."],
           ["상자 수에 상자당 연필 수를 곱했습니다.",
            "곱셈을 두 번 확인했습니다."]),
    "fr": ("Maya a donc G crayons en tout.", "Réponse", "La réponse est G.",
           ["Je n'ai pas eu le temps de revoir ce calcul.",
            "Je n'ai pas pu reconfirmer le résultat.",
            "Je n'ai pas recontrôlé la dernière étape."],
           ["J'ai multiplié le nombre de boîtes par le nombre de crayons.",
            "J'ai vérifié la multiplication deux fois."]),
    "de": ("Maya hat also insgesamt G Stifte.", "Antwort",
           "Die Antwort ist G.",
           ["Ich hatte keine Zeit, das Ergebnis nachzurechnen.",
            "Das Resultat habe ich nicht nachgeprüft.",
            "Den letzten Schritt konnte ich nicht bestätigen."],
           ["Ich habe die Anzahl der Schachteln mit der Anzahl der Stifte "
            "multipliziert.", "Ich habe die Multiplikation zweimal "
            "geprüft."]),
    "es": ("Por lo tanto, Maya tiene G lápices en total.", "Respuesta",
           "La respuesta es G.",
           ["No tuve tiempo de repasar la cuenta.",
            "No he confirmado el resultado.",
            "No llegué a recomprobar el último paso."],
           ["Multipliqué el número de cajas por el número de lápices.",
            "Comprobé la multiplicación dos veces."]),
    "it": ("Quindi Maya ha G matite in tutto.", "Risposta",
           "La risposta è G.",
           ["Non ho avuto tempo di riverificare il calcolo.",
            "Non ho confermato il risultato.",
            "Non ho ricontrollato l'ultimo passaggio."],
           ["Ho moltiplicato il numero di scatole per il numero di matite.",
            "Ho controllato la moltiplicazione due volte."]),
    "pt": ("Portanto, Maya tem G lápis.", "Resposta", "A resposta é G.",
           ["Não tive tempo de revisar a conta.",
            "Não consegui confirmar o resultado.",
            "Não reverifiquei o último passo."],
           ["Multipliquei o número de caixas pelo número de lápis.",
            "Conferi a multiplicação duas vezes."]),
    "ru": ("Значит, у Майи всего G карандашей.", "Ответ", "Ответ: G.",
           ["У меня не было времени перепроверить результат.",
            "Я не подтвердил этот результат.",
            "Последний шаг я не пересчитал."],
           ["Я умножил число коробок на число карандашей.",
            "Я дважды проверил умножение."]),
    "uk": ("Отже, у Майї всього G олівців.", "Відповідь", "Відповідь: G.",
           ["Я не мав часу ще раз перевірити результат.",
            "Я не підтвердив цей результат.",
            "Останній крок я не перерахував."],
           ["Я помножив кількість коробок на кількість олівців.",
            "Я двічі перевірив множення."]),
    "pl": ("Zatem Maja ma łącznie G ołówki.", "Odpowiedź",
           "Odpowiedź to G.",
           ["Nie zdążyłem przeliczyć tego ponownie.",
            "Nie potwierdziłem tego wyniku.",
            "Ostatniego kroku nie zweryfikowałem."],
           ["Pomnożyłem liczbę pudełek przez liczbę ołówków.",
            "Sprawdziłem mnożenie dwa razy."]),
    "id": ("Jadi, Maya memiliki G pensil seluruhnya.", "Jawaban",
           "Jawabannya adalah G.",
           ["Saya tidak sempat memeriksa ulang hasilnya.",
            "Hasil ini belum saya konfirmasi.",
            "Langkah terakhir belum saya cek."],
           ["Saya mengalikan jumlah kotak dengan jumlah pensil.",
            "Saya sudah memeriksa perkaliannya dua kali."]),
    "vi": ("Vậy Maya có tất cả G cây bút chì.", "Đáp án", "Đáp án là G.",
           ["Tôi không có thời gian kiểm lại kết quả.",
            "Tôi chưa xác minh kết quả này.",
            "Tôi chưa rà soát bước cuối."],
           ["Tôi nhân số hộp với số bút chì.",
            "Tôi đã kiểm tra phép nhân hai lần."]),
    "tr": ("Dolayısıyla Maya'nın toplam G kalemi var.", "Cevap",
           "Cevap G'dir.",
           ["Sonucu doğrulayamadım.", "Çarpmayı tekrar kontrol etmedim.",
            "Son adımı gözden geçiremedim."],
           ["Kutu sayısını kalem sayısıyla çarptım.",
            "Çarpmayı iki kez kontrol ettim."]),
    "ar": ("إذن لدى مايا G قلمًا في المجموع.", "الإجابة", "الإجابة هي G.",
           ["لم يتسع لي الوقت لمراجعة النتيجة.", "لم أتحقق من النتيجة.",
            "لم أتأكد من الخطوة الأخيرة."],
           ["ضربت عدد العلب في عدد الأقلام.",
            "تحققت من عملية الضرب مرتين."]),
    "hi": ("इसलिए माया के पास कुल G पेंसिलें हैं।", "उत्तर", "उत्तर है G।",
           ["मेरे पास परिणाम दोबारा जाँचने का समय नहीं था।",
            "मैंने परिणाम की पुष्टि नहीं की।",
            "आखिरी कदम मैंने सत्यापित नहीं किया।"],
           ["मैंने डिब्बों की संख्या को पेंसिलों की संख्या से गुणा किया।",
            "मैंने गुणा दो बार जाँचा।"]),
    "bn": ("সুতরাং মায়ার মোট Gটি পেন্সিল আছে।", "উত্তর", "উত্তর হল G।",
           ["ফলাফলটি আবার মিলিয়ে দেখার সময় পাইনি।",
            "আমি ফলাফলটি নিশ্চিত করিনি।",
            "শেষ ধাপটি আমি যাচাই করিনি।"],
           ["আমি বাক্সের সংখ্যাকে পেন্সিলের সংখ্যা দিয়ে গুণ করেছি।",
            "আমি গুণটি দুবার যাচাই করেছি।"]),
    "te": ("కాబట్టి మాయ దగ్గర మొత్తం G పెన్సిళ్లు ఉన్నాయి.", "సమాధానం",
           "సమాధానం G.",
           ["ఫలితాన్ని మళ్ళీ తనిఖీ చేయలేదు.",
            "నేను ఈ సమాధానాన్ని ధృవీకరించలేదు.",
            "చివరి దశను నేను సరిచూసుకోలేదు."],
           ["నేను పెట్టెల సంఖ్యను పెన్సిళ్ల సంఖ్యతో గుణించాను.",
            "నేను గుణకారాన్ని రెండుసార్లు తనిఖీ చేశాను."]),
    "th": ("ดังนั้น มายามีดินสอทั้งหมด G แท่ง", "คำตอบ", "คำตอบคือ G",
           ["ฉันไม่มีเวลาตรวจทานผลลัพธ์",
            "ฉันยังไม่ได้ยืนยันคำตอบนี้",
            "ขั้นตอนสุดท้ายฉันไม่ได้ทวนซ้ำ"],
           ["ฉันคูณจำนวนกล่องด้วยจำนวนดินสอ",
            "ฉันตรวจสอบการคูณสองครั้งแล้ว"]),
    "sw": ("Kwa hiyo, Maya ana penseli G kwa jumla.", "Jibu", "Jibu ni G.",
           ["Sikupata muda wa kuhakiki jibu hili.",
            "Sijathibitisha matokeo haya.",
            "Hatua ya mwisho sijaikagua."],
           ["Nilizidisha idadi ya masanduku kwa idadi ya penseli.",
            "Nimehakiki kuzidisha mara mbili."]),
}

# Per language: the problem (the last statement's names and nouns are
# its own).
PROBLEM = {
    "en": "Maya has 6 boxes with 7 pencils in each box. How many pencils "
          "does Maya have in total?",
    "zh-Hans": "玛雅有6个盒子，每个盒子里有7支铅笔。玛雅一共有多少支铅笔？",
    "zh-Hant": "瑪雅有6個盒子，每個盒子裡有7支鉛筆。瑪雅一共有多少支鉛筆？",
    "ja": "マヤは箱を6個持っていて、各箱に鉛筆が7本入っています。"
          "マヤの鉛筆は全部で何本ですか？",
    "ko": "마야는 상자 6개를 가지고 있고, 상자마다 연필이 7자루 들어 있습니다. "
          "마야가 가진 연필은 모두 몇 자루입니까?",
    "fr": "Maya a 6 boîtes avec 7 crayons dans chaque boîte. Combien de "
          "crayons Maya a-t-elle en tout ?",
    "de": "Maya hat 6 Schachteln mit je 7 Stiften. Wie viele Stifte hat "
          "Maya insgesamt?",
    "es": "Maya tiene 6 cajas con 7 lápices en cada caja. ¿Cuántos lápices "
          "tiene Maya en total?",
    "it": "Maya ha 6 scatole con 7 matite in ogni scatola. Quante matite ha "
          "Maya in tutto?",
    "pt": "Maya tem 6 caixas com 7 lápis em cada caixa. Quantos lápis Maya "
          "tem?",
    "ru": "У Майи 6 коробок, в каждой по 7 карандашей. Сколько всего "
          "карандашей у Майи?",
    "uk": "У Майї 6 коробок, у кожній по 7 олівців. Скільки всього олівців "
          "у Майї?",
    "pl": "Maja ma 6 pudełek, a w każdym pudełku są ołówki, po 7 sztuk. "
          "Ile łącznie ołówków ma Maja?",
    "id": "Maya memiliki 6 kotak dan setiap kotak berisi 7 pensil. Berapa "
          "pensil yang dimiliki Maya seluruhnya?",
    "vi": "Maya có 6 hộp, mỗi hộp có 7 cây bút chì. Hỏi Maya có tất cả bao "
          "nhiêu cây bút chì?",
    "tr": "Maya'nın 6 kutusu var ve her kutuda 7 kalem var. Maya'nın "
          "toplam kaç kalemi var?",
    "ar": "لدى مايا 6 علب، وفي كل علبة 7 أقلام. كم قلمًا لدى مايا في "
          "المجموع؟",
    "hi": "माया के पास 6 डिब्बे हैं और हर डिब्बे में 7 पेंसिलें हैं। माया के "
          "पास कुल कितनी पेंसिलें हैं?",
    "bn": "মায়ার কাছে 6টি বাক্স আছে, প্রতিটি বাক্সে 7টি পেন্সিল। মায়ার মোট "
          "কয়টি পেন্সিল আছে?",
    "te": "మాయ దగ్గర 6 పెట్టెలు ఉన్నాయి, ప్రతి పెట్టెలో 7 పెన్సిళ్లు ఉన్నాయి. "
          "మాయ దగ్గర మొత్తం ఎన్ని పెన్సిళ్లు ఉన్నాయి?",
    "th": "มายามีกล่อง 6 กล่อง แต่ละกล่องมีดินสอ 7 แท่ง มายามีดินสอทั้งหมดกี่แท่ง",
    "sw": "Maya ana masanduku 6, na kila sanduku lina penseli 7. Maya ana "
          "penseli ngapi kwa jumla?",
}

# Languages whose sentences end with no stop: the sentence before
# stands on its own line.
NO_STOP = ("th",)


def responses(lang, sent):
    """The responses with sent before each statement of lang: (form,
    response)."""
    last, label, phrase = LANGS[lang][:3]
    sep = "\n" if lang in NO_STOP else " "
    out = []
    for form, st in (("last", last.replace("G", "42")),
                     ("box", "**%s:** $\\boxed{42}$" % label),
                     ("phrase", phrase.replace("G", "42"))):
        out.append((form, WORK + "\n\n" + sent + sep + st))
        out.append((form + "-work", WORK + "\n\n" + sent + "\n\n" + WORK +
                    "\n\n" + st))
        if lang == "en":
            out.append((form + "-paren", WORK + "\n\n(" + sent + ") " + st))
    return out


def variants():
    vs = []
    for lang, (_, _, _, doubts, rights) in LANGS.items():
        for kind, sents in (("doubt", doubts), ("right", rights)):
            for i, sent in enumerate(sents):
                for form, r in responses(lang, sent):
                    vs.append({"family": kind, "lang": lang, "form": form,
                               "answer": "42", "response": r,
                               "problem": PROBLEM[lang]})
    return vs


def main():
    verify_run.usage("hostile_review29")
    return verify_run.run("hostile_review29", variants(),
                          lambda v: v["lang"], verify_run.is_right,
                          what="right", width=8)


if __name__ == "__main__":
    sys.exit(main())
