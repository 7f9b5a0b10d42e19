#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_tail35.py: what real models write after their answer (issue
26, review 33's lost signal): a check that confirms it with no value, a
computation that ends on the same value, an offer or a wish, a
confidence label; in every listed language, each beside twins that must
stay refused.

usage: hostile_tail35.py PAPO_VERIFY [--list]

A counting problem ("6 pens with 7 sheep in each pen") is answered in a
language's answer form (a box, "Answer: 42", "Réponse : 42", "答案：42"),
then a paragraph after it (family KIND-right, rewarded; lost when not,
counted apart; the same response against another reference is KIND-wrong,
never rewarded):

  check   the arithmetic checked, said with no value ("I double-checked
          the arithmetic.", "J'ai vérifié le calcul.", "我已经验算过了。");
  calc    a computation that ends on the answer's value, each side worked
          out ("This matches 7 + 7 + 7 + 7 + 7 + 7 = 42.", "Проверка:
          6 × 7 = 42.", "验算：6×7=42。");
  offer   an offer of a picture or a wish ("Let me know if you'd like a
          diagram!", "希望对你有帮助！");
  conf    a confidence label that says sure ("Confidence: high",
          "Confianza: alta", "置信度：高", "Confidence: 95%");
  aside   in English, a check in the answer's own sentence or in a
          parenthesis after it ("\\boxed{42} (verified by repeated
          addition)", "..., and checking by addition confirms it."),
          an offer of a picture of the problem's noun ("a diagram of
          the pens").

Twins (KIND-twin, never rewarded): the same paragraph with a doubt or
another value in it ("I double-checked; it might be 48."), a check
denied ("I haven't checked the arithmetic."), a computation that gives
another value ("6 × 8 = 42": a contradiction) or ends on another
("= 48"), an offer that names another value ("Let me know if you think
it is 48."), a lower confidence ("low", "medium", 0.8, "中"), an aside
with another value, a question, a denial or a doubt in it ("(verified
by repeated addition, or 48)", "(not verified)").

Prints each variant that gets the wrong reward (a right one lost is
listed and counted apart) and a count per kind; exits 1 when a twin is
rewarded.  --list writes the variants (JSONL) instead.
"""
import sys

import verify_run

PROBLEM = ("A farmer has 6 pens with 7 sheep in each pen. How many sheep "
           "does the farmer have?")
V, O = "42", "48"

# language: (answer forms, checks, calcs, offers, (conf label, sure,
# not sure), doubts with another value, denied checks)
LANGS = {
    "en": (["\\boxed{%s}", "Answer: %s", "**Answer: %s**"],
           ["I double-checked the arithmetic.",
            "Checked by repeated addition.",
            "I verified the calculation.",
            "The arithmetic checks out."],
           ["This matches 7 + 7 + 7 + 7 + 7 + 7 = %s.",
            "Check: 6 × 7 = %s.", "That's $6 \\times 7 = %s$.",
            "Since 6 · 7 = %s sheep."],
           ["Let me know if you'd like a diagram!",
            "Let me know if you want a sketch of it.",
            "Hope this helps!"],
           ("Confidence", ["high", "95%", "0.9"], ["low", "medium", "0.8",
                                                   "70%"]),
           ["I double-checked the arithmetic, but it might be %s.",
            "Let me know if you think it is %s."],
           ["I haven't checked the arithmetic.",
            "I did not verify the calculation."]),
    "fr": (["Réponse : %s", "\\boxed{%s}"],
           ["J'ai vérifié le calcul.", "Le calcul a été vérifié."],
           ["Vérification : 6 × 7 = %s."],
           ["N'hésitez pas si vous avez des questions.",
            "Dites-moi si vous voulez un schéma."],
           ("Confiance", ["élevée"], ["faible", "moyenne"]),
           ["J'ai vérifié le calcul, mais c'est peut-être %s."],
           ["Je n'ai pas vérifié le calcul."]),
    "de": (["Antwort: %s", "\\boxed{%s}"],
           ["Ich habe die Rechnung überprüft.",
            "Die Rechnung wurde noch einmal überprüft."],
           ["Probe: 6 × 7 = %s."],
           ["Sag mir Bescheid, wenn du eine Skizze möchtest.",
            "Ich hoffe, das hilft!"],
           ("Konfidenz", ["hoch"], ["niedrig", "mittel"]),
           ["Ich habe die Rechnung überprüft, aber es könnte %s sein."],
           ["Ich habe die Rechnung nicht überprüft."]),
    "es": (["Respuesta: %s", "\\boxed{%s}"],
           ["He comprobado el cálculo.", "El cálculo está verificado."],
           ["Comprobación: 6 × 7 = %s."],
           ["Avísame si quieres un diagrama.", "¡Espero que te ayude!"],
           ("Confianza", ["alta"], ["baja", "media"]),
           ["He comprobado el cálculo, pero quizá sea %s."],
           ["No he comprobado el cálculo."]),
    "it": (["Risposta: %s", "\\boxed{%s}"],
           ["Ho controllato il calcolo."],
           ["Verifica: 6 × 7 = %s."],
           ["Fammi sapere se vuoi un disegno.", "Spero che ti sia utile!"],
           ("Fiducia", ["alta"], ["bassa", "media"]),
           ["Ho controllato il calcolo, ma forse è %s."],
           ["Non ho controllato il calcolo."]),
    "pt": (["Resposta: %s", "\\boxed{%s}"],
           ["Verifiquei os cálculos.", "O cálculo foi conferido."],
           ["Verificação: 6 × 7 = %s."],
           ["Avise se quiser um diagrama.", "Espero ter ajudado!"],
           ("Confiança", ["alta"], ["baixa", "média"]),
           ["Verifiquei os cálculos, mas talvez seja %s."],
           ["Não verifiquei os cálculos."]),
    "ru": (["Ответ: %s", "\\boxed{%s}"],
           ["Я проверил вычисления.", "Вычисления проверены."],
           ["Проверка: 6 × 7 = %s."],
           ["Дайте знать, если нужен рисунок.", "Надеюсь, это помогло!"],
           ("Уверенность", ["высокая"], ["низкая", "средняя"]),
           ["Я проверил вычисления, но, возможно, это %s."],
           ["Я не проверил вычисления."]),
    "uk": (["Відповідь: %s", "\\boxed{%s}"],
           ["Я перевірив обчислення.", "Обчислення перевірено."],
           ["Перевірка: 6 × 7 = %s."],
           ["Дайте знати, якщо потрібен малюнок.",
            "Сподіваюся, це допоможе!"],
           ("Впевненість", ["висока"], ["низька", "середня"]),
           ["Я перевірив обчислення, але, можливо, це %s."],
           ["Я не перевірив обчислення."]),
    "pl": (["Odpowiedź: %s", "\\boxed{%s}"],
           ["Sprawdziłem obliczenia.", "Obliczenia zostały sprawdzone."],
           ["Sprawdzenie: 6 × 7 = %s."],
           ["Daj znać, jeśli chcesz rysunek.",
            "Mam nadzieję, że to pomoże!"],
           ("Pewność", ["wysoka"], ["niska", "średnia"]),
           ["Sprawdziłem obliczenia, ale może to być %s."],
           ["Nie sprawdziłem obliczeń."]),
    "tr": (["Cevap: %s", "\\boxed{%s}"],
           ["Hesaplamayı kontrol ettim.", "Hesaplama doğrulandı."],
           ["Kontrol: 6 × 7 = %s."],
           ["Şema isterseniz söyleyin.", "Umarım bu yardımcı olur!"],
           ("Güven", ["yüksek"], ["düşük", "orta"]),
           ["Hesaplamayı kontrol ettim ama %s olabilir."],
           ["Hesaplamayı kontrol etmedim."]),
    "vi": (["Đáp án: %s", "\\boxed{%s}"],
           ["Tôi đã kiểm tra lại phép tính.",
            "Phép tính đã được kiểm tra."],
           ["Kiểm tra: 6 × 7 = %s."],
           ["Nếu bạn muốn có hình vẽ, hãy cho tôi biết.",
            "Hy vọng điều này giúp ích cho bạn!"],
           ("Độ tin cậy", ["cao"], ["thấp", "trung bình"]),
           ["Tôi đã kiểm tra lại phép tính, nhưng có thể là %s."],
           ["Tôi chưa kiểm tra phép tính."]),
    "id": (["Jawaban: %s", "\\boxed{%s}"],
           ["Saya sudah memeriksa perhitungannya.",
            "Perhitungan sudah diperiksa."],
           ["Cek: 6 × 7 = %s."],
           ["Beri tahu saya jika Anda ingin diagram.", "Semoga membantu!"],
           ("Keyakinan", ["tinggi"], ["rendah", "sedang"]),
           ["Saya sudah memeriksa perhitungannya, tapi mungkin %s."],
           ["Saya belum memeriksa perhitungannya."]),
    "sw": (["Jibu: %s", "\\boxed{%s}"],
           ["Nimehakiki hesabu.", "Hesabu imehakikiwa."],
           ["Uhakiki: 6 × 7 = %s."],
           ["Niambie kama unataka mchoro.", "Natumaini hii inasaidia!"],
           ("Uhakika", ["juu"], ["chini", "wastani"]),
           ["Nimehakiki hesabu, lakini huenda ni %s."],
           ["Sijahakiki hesabu."]),
    "hi": (["उत्तर: %s", "\\boxed{%s}"],
           ["मैंने गणना की जाँच की है।", "गणना की जाँच हो गई है।"],
           ["जाँच: 6 × 7 = %s।"],
           ["अगर आप चित्र चाहते हैं तो बताइए।",
            "आशा है कि यह मदद करेगा!"],
           ("आत्मविश्वास", ["उच्च"], ["कम", "मध्यम"]),
           ["मैंने गणना की जाँच की है, लेकिन शायद यह %s है।"],
           ["मैंने गणना की जाँच नहीं की है।"]),
    "ar": (["الإجابة: %s", "\\boxed{%s}"],
           ["لقد تحققت من الحساب.", "تم التحقق من الحساب."],
           ["التحقق: 6 × 7 = %s."],
           ["أخبرني إذا كنت تريد رسما توضيحيا.", "آمل أن يساعد هذا!"],
           ("الثقة", ["عالية"], ["منخفضة", "متوسطة"]),
           ["لقد تحققت من الحساب، لكن ربما تكون %s."],
           ["لم أتحقق من الحساب."]),
    "bn": (["উত্তর: %s", "\\boxed{%s}"],
           ["আমি হিসাবটি যাচাই করেছি।", "হিসাবটি যাচাই করা হয়েছে।"],
           ["যাচাই: 6 × 7 = %s।"],
           ["ছবি চাইলে জানাবেন।", "আশা করি এটি সাহায্য করবে!"],
           ("আত্মবিশ্বাস", ["উচ্চ"], ["নিম্ন", "মাঝারি"]),
           ["আমি হিসাবটি যাচাই করেছি, তবে হয়তো এটি %s।"],
           ["আমি হিসাবটি যাচাই করিনি।"]),
    "te": (["సమాధానం: %s", "\\boxed{%s}"],
           ["నేను లెక్కను సరిచూశాను.", "లెక్క సరిచూడబడింది."],
           ["సరిచూడటం: 6 × 7 = %s."],
           ["చిత్రం కావాలంటే చెప్పండి.", "ధన్యవాదాలు!"],
           ("నమ్మకం", ["ఎక్కువ"], ["తక్కువ", "మధ్యస్థం"]),
           ["నేను లెక్కను సరిచూశాను, కానీ బహుశా ఇది %s కావచ్చు."],
           ["నేను లెక్కను సరిచూడలేదు."]),
    "zh": (["答案：%s", "\\boxed{%s}"],
           ["我已经验算过了。", "经验算无误。", "用乘法验算无误。"],
           ["验算：6×7=%s。", "检验：7+7+7+7+7+7=%s。"],
           ["如果需要示意图请告诉我。", "希望对你有帮助！"],
           ("置信度", ["高"], ["低", "中"]),
           ["我已经验算过了，但也可能是%s。"],
           ["我没有验算过。"]),
    "ja": (["答え：%s", "\\boxed{%s}"],
           ["計算を確認しました。", "検算済みです。"],
           ["検算：6×7=%s。"],
           ["図が必要でしたらお知らせください。",
            "お役に立てれば幸いです。"],
           ("確信度", ["高"], ["低", "中"]),
           ["計算を確認しましたが、%sかもしれません。"],
           ["計算は確認していません。"]),
    "ko": (["정답: %s", "\\boxed{%s}"],
           ["계산을 검산했습니다.", "곱셈으로 확인했습니다."],
           ["검산: 6 × 7 = %s."],
           ["그림이 필요하면 알려주세요.", "도움이 되었기를 바랍니다."],
           ("신뢰도", ["높음"], ["낮음", "중간"]),
           ["계산을 검산했지만 %s일 수도 있습니다."],
           ["계산을 검산하지 않았습니다."]),
    "th": (["คำตอบ: %s", "\\boxed{%s}"],
           ["ตรวจสอบการคำนวณแล้ว"],
           ["ตรวจสอบ: 6 × 7 = %s"],
           ["หากต้องการแผนภาพบอกได้เลย", "หวังว่าจะเป็นประโยชน์"],
           ("ความมั่นใจ", ["สูง"], ["ต่ำ", "ปานกลาง"]),
           ["ตรวจสอบการคำนวณแล้ว แต่อาจจะเป็น %s"],
           ["ยังไม่ได้ตรวจสอบการคำนวณ"]),
}

# English remarks in the answer's own sentence or a parenthesis after
# it, and twins that hold another value, a doubt or a denial
ASIDES = ["The farmer has \\boxed{%s} sheep — and checking by addition "
          "confirms it.",
          "The farmer has \\boxed{%s} sheep, and checking by "
          "multiplication confirms it.",
          "\\boxed{%s} (verified by repeated addition)",
          "\\boxed{%s} (checked by direct substitution).",
          "\\boxed{%s}, verified by repeated addition.",
          "The answer is %s (confirmed by a second method).",
          "Answer: %s\n\nLet me know if you'd like a diagram of the pens!",
          "\\boxed{%s}\n\nLet me know if you'd like a sketch of the "
          "sheep."]
ASIDE_TWINS = ["The farmer has \\boxed{%s} sheep — and checking by "
               "addition gives 48.",
               "\\boxed{%s} (verified by repeated addition, or 48)",
               "\\boxed{%s} (verified by repeated addition?)",
               "\\boxed{%s} (not verified)",
               "\\boxed{%s}, verified by repeated addition, or 48.",
               "The answer is %s (confirmed by a second method, maybe).",
               "Answer: %s\n\nLet me know if you think it is 48 pens!",
               "\\boxed{%s}\n\nLet me know if you'd like a sketch of "
               "the 48 sheep."]

# computations that do not give the answer, after it (each language's
# check label or opener kept, its arithmetic changed)
BAD_CALC = [("6 × 7", "6 × 8"), ("7 + 7 + 7 + 7 + 7 + 7",
                                 "7 + 7 + 7 + 7 + 7"),
            ("6×7", "6×8"), ("7+7+7+7+7+7", "7+7+7+7+7"),
            ("6 · 7", "6 · 8"), ("6 \\times 7", "6 \\times 8")]


def rows():
    vs = []

    def right(kind, resp):
        verify_run.add(vs, kind, kind + "-right", V, resp, PROBLEM)
        verify_run.add(vs, kind, kind + "-wrong", O, resp, PROBLEM)

    def twin(kind, resp):
        verify_run.add(vs, kind, kind + "-twin", V, resp, PROBLEM)

    for lang, (forms, checks, calcs, offers, conf, doubts,
               denied) in LANGS.items():
        label, sure, unsure = conf
        for f in forms:
            head = (f % V) + "\n\n"
            for c in checks:
                right("check", head + c)
            for d in doubts:
                twin("check", head + d % O)
            for d in denied:
                twin("check", head + d)
            for c in calcs:
                right("calc", head + c % V)
                twin("calc", head + c % O)
                for a, b in BAD_CALC:
                    if a in c:
                        twin("calc", head + c.replace(a, b) % V)
            for c in offers:
                right("offer", head + c)
            twin("offer", head + doubts[-1] % O)
            for w in sure:
                right("conf", head + "%s: %s" % (label, w))
            for w in unsure:
                twin("conf", head + "%s: %s" % (label, w))
    for a in ASIDES:
        right("aside", a % V)
    for a in ASIDE_TWINS:
        twin("aside", a % V)
    return vs


def main():
    verify_run.usage("hostile_tail35")
    return verify_run.run_kinds("hostile_tail35", rows(), width=8)


if __name__ == "__main__":
    sys.exit(main())
