#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_income77.py: a last statement whose verb of money taken in
(earns, gets, receives, brings in) is not the question's, in eleven
languages (issue 26, session 56).

Lost on session 55's binary though they answer "how many dollars does
she make": Korean's polite, plain and past forms ("18달러를 벌어요",
"번다", "벌었습니다", "얻습니다", "받습니다") read after a currency's
measure word, and its adnominal ("버는 돈은 18달러입니다"); Japanese
"18ドル稼ぎます", "18ドルを得ます", "もらいます" where the question asks
"いくら手に入れますか"; Thai "ได้เงิน", "ทำเงินได้", "หาเงินได้"; Swahili
"hupata", "anapata", "anapokea", "anachuma" (answer_open.c
sw_class_root: a verb's root of money, under a problem of money);
Bengali "18 ডলার আয় করেন", "পান"; Telugu "$18 పొందుతుంది" (read as a
unit other than the dollars asked); Spanish "ingresa", "consigue";
Russian "выручает"; Portuguese "arrecada", "fatura"; Italian
"incassa"; French "encaisse", "empoche".  Their negations, hedges,
questions and verbs of money lost or spent stay refused.  A name the
problem writes that ends on a negation's letters ("রিনা", Rina: "না")
was read as the negation glued to it (answer_frame.c glued_lent); the
negation glued to a verb ("আয় করেনা") stays one.

usage: hostile_income77.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# (kind, problem of {a} cakes at 2 dollars, rights of {v}, twins)
LANGS = (
    ("ko", "민지는 케이크 {a}개를 개당 2달러에 팝니다. 민지는 몇 달러를 "
     "법니까?",
     ["따라서 민지는 {v}달러를 벌어요.", "따라서 민지는 {v}달러를 번다.",
      "따라서 민지는 {v}달러를 벌었습니다.", "따라서 민지는 {v}달러를 "
      "얻습니다.", "따라서 민지는 {v}달러를 받습니다.",
      "따라서 민지가 버는 돈은 {v}달러입니다.", "민지는 {v}달러 벌어요."],
     ["따라서 민지는 {v}달러를 벌지 않습니다.",
      "따라서 민지는 약 {v}달러를 벌어요.", "따라서 민지는 {v}달러를 벌어요?",
      "따라서 민지는 {v}달러를 잃어요.",
      "따라서 민지는 {v}달러를 벌 것 같아요."]),
    ("ja", "花子はケーキを{a}個、1個2ドルで売ります。花子はいくら手に入れ"
     "ますか？",
     ["したがって、花子は{v}ドル稼ぎます。", "したがって、花子は{v}ドルを得ます。",
      "したがって、花子は{v}ドルをもらいます。", "花子は{v}ドルを稼ぐ。",
      "したがって、花子は{v}ドルを稼いでいます。"],
     ["したがって、花子は{v}ドル稼ぎません。", "したがって、花子は約{v}ドル稼ぎます。",
      "したがって、花子は{v}ドル稼ぐでしょう。", "したがって、花子は{v}ドルを得ますか？",
      "したがって、花子は{v}ドルを失います。"]),
    ("th", "มาลีขายเค้ก {a} ชิ้น ชิ้นละ 2 ดอลลาร์ มาลีมีรายได้กี่ดอลลาร์",
     ["ดังนั้น มาลีได้เงิน {v} ดอลลาร์", "ดังนั้น มาลีได้รับเงิน {v} ดอลลาร์",
      "ดังนั้น มาลีทำเงินได้ {v} ดอลลาร์", "ดังนั้น มาลีหาเงินได้ {v} ดอลลาร์"],
     ["ดังนั้น มาลีได้เงินประมาณ {v} ดอลลาร์", "ดังนั้น มาลีอาจได้เงิน {v} ดอลลาร์",
      "ดังนั้น มาลีไม่ได้เงิน {v} ดอลลาร์", "ดังนั้น มาลีเสียเงิน {v} ดอลลาร์"]),
    ("sw", "Amina anauza keki {a} kwa $2 kila moja. Anatengeneza pesa "
     "ngapi katika dola?",
     ["Kwa hivyo, Amina hupata dola {v}.", "Kwa hivyo, Amina anapata dola "
      "{v}.", "Kwa hivyo, Amina atapata dola {v}.",
      "Kwa hivyo, Amina anapokea dola {v}.",
      "Kwa hivyo, Amina anachuma dola {v}."],
     ["Kwa hivyo, Amina hapati dola {v}.",
      "Kwa hivyo, Amina anapata karibu dola {v}.",
      "Kwa hivyo, Amina angepata dola {v}.",
      "Kwa hivyo, Amina anapoteza dola {v}.",
      "Kwa hivyo, Amina labda anapata dola {v}."]),
    ("bn", "রিনা প্রতিটি 2 ডলারে {a}টি কেক বিক্রি করেন। তিনি কত ডলার "
     "উপার্জন করেন?",
     ["সুতরাং, রিনা {v} ডলার আয় করেন।", "সুতরাং, রিনা {v} ডলার পান।"],
     ["সুতরাং, রিনা প্রায় {v} ডলার আয় করেন।",
      "সুতরাং, রিনা {v} ডলার আয় করেন না।", "সুতরাং, রিনা {v} ডলার খরচ করেন।",
      "সুতরাং, রিনা {v} ডলার পান কি?", "সুতরাং, রিনা {v} ডলার আয় করেনা।",
      "সুতরাং, রিনা {v} ডলার পাননা।"]),
    ("te", "సీత ఒక్కొక్కటి $2 చొప్పున {a} కేకులు అమ్ముతుంది. ఆమె ఎన్ని "
     "డాలర్లు సంపాదిస్తుంది?",
     ["కాబట్టి, సీత ${v} పొందుతుంది.", "కాబట్టి, సీత {v} డాలర్లు పొందుతుంది."],
     ["కాబట్టి, సీత సుమారు ${v} పొందుతుంది.", "కాబట్టి, సీత ${v} పొందదు.",
      "కాబట్టి, సీత ${v} పొందుతుందా?"]),
    ("es", "Ana vende {a} pasteles a $2 cada uno. ¿Cuántos dólares gana?",
     ["Por lo tanto, Ana ingresa ${v}.", "Por lo tanto, Ana consigue ${v}."],
     ["Por lo tanto, Ana no ingresa ${v}.",
      "Por lo tanto, Ana consigue unos ${v}.",
      "Por lo tanto, Ana quizás consigue ${v}."]),
    ("ru", "Анна продаёт {a} пирожных по 2 доллара. Сколько долларов она "
     "зарабатывает?",
     ["Итак, Анна выручает {v} долларов.", "Итак, Анна выручила {v} "
      "долларов."],
     ["Итак, Анна не выручает {v} долларов.",
      "Итак, Анна выручает примерно {v} долларов.",
      "Итак, Анна, наверное, выручает {v} долларов."]),
    ("pt", "Ana vende {a} bolos a $2 cada. Quantos dólares ela ganha?",
     ["Portanto, Ana arrecada ${v}.", "Portanto, Ana consegue ${v}.",
      "Portanto, Ana fatura ${v}."],
     ["Portanto, Ana não arrecada ${v}.",
      "Portanto, Ana arrecada cerca de ${v}.",
      "Portanto, Ana talvez fature ${v}."]),
    ("it", "Anna vende {a} torte a 2 $ l'una. Quanti dollari guadagna?",
     ["Quindi Anna incassa {v} $.", "Quindi Anna percepisce {v} $."],
     ["Quindi Anna non incassa {v} $.", "Quindi Anna incassa circa {v} $.",
      "Quindi Anna forse incassa {v} $."]),
    ("fr", "Anne vend {a} gâteaux à 2 $ pièce. Combien de dollars "
     "gagne-t-elle ?",
     ["Donc Anne encaisse {v} $.", "Donc Anne empoche {v} $."],
     ["Donc Anne n'encaisse pas {v} $.", "Donc Anne encaisse environ {v} $.",
      "Donc Anne empoche peut-être {v} $."]),
)


def main():
    verify_run.usage("hostile_income77")
    return verify_run.run_langs(
        "hostile_income77", LANGS, (18, 26), a_of=lambda v: v // 2,
        work=lambda v: "%d × 2 = %d.\n\n" % (v // 2, v))


if __name__ == "__main__":
    sys.exit(main())
