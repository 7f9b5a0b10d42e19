#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_rev37.py: four kinds of wrong reward review 35 found, in
the 21 listed languages, in phrasings of this file's own.

usage: hostile_rev37.py PAPO_VERIFY [--list]

Family LANG-tail: a work line ("7 × 52 = 364", no stop) and then a
sentence no row reads, an interjection of error ("Drat.", "Zut.",
"Mist.", "哎呀。", "이런.") or made-up words: the last sentence is
not recognised, so the work line above it is no answer.
Family mc-LANG: the work line gives option B's value, the last
sentence names another option ("D it is.", "D ist korrekt.", "选D。");
the work line never stands in for the letter B.
Family LANG-two: a sentence that concludes another value (an opener,
a conclusion's label or the problem's subject, the unit after it:
"So the train covers 300 km.", "Итак, поезд проехал 300 км.",
"Conclusion: 300 km.") and then a labelled answer or a box with the
right one: two committed values, no answer.
Family LANG-likely: a word of likelihood before the value ("In all
likelihood, 364 km.", "Скорее всего, ответ 364 км.", "很可能是364公里。"),
on the last statement's line or before a box.
Family scaled: a currency the problem does not name or a rate it does
not ask after a scale word ("2.5 million euros", "$2.5 million per
month" to a total in dollars).
Right twins (family right-KIND, rewarded): the work line alone and
then a conclusion of the same value; the same value concluded and then
labelled; the option's letter named after the work line; a conclusion
opener instead of the likelihood word.  Each right twin also stands
against another reference (family wrong, never rewarded).

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

PROBLEM = {
    "en": "A train travels at {s} km/h for {h} hours. How many "
          "kilometres does it travel?",
    "ru": "Поезд едет со скоростью {s} км/ч в течение {h} часов. Сколько "
          "километров он проедет?",
    "zh": "一列火车以每小时{s}公里的速度行驶{h}小时。它行驶了多少公里？",
    "de": "Ein Zug fährt {h} Stunden lang mit {s} km/h. Wie viele "
          "Kilometer legt er zurück?",
}

# an interjection of error or dismay, as the last sentence
OOPS = {
    "en": ["Drat.", "Oh dear.", "Ugh.", "Uh-oh."],
    "fr": ["Zut.", "Mince alors.", "Aïe."],
    "de": ["Mist.", "Verflixt.", "Ach du je."],
    "es": ["Caramba.", "Ay, no.", "Rayos."],
    "it": ["Accidenti.", "Mannaggia.", "Ahimè."],
    "pt": ["Droga.", "Puxa.", "Ai, ai."],
    "ru": ["Ой-ой.", "Блин.", "Ох."],
    "uk": ["Ой лишенько.", "Отакої.", "Халепа."],
    "pl": ["Ojej.", "Kurczę.", "O rany."],
    "tr": ["Eyvah.", "Hay aksi.", "Tüh."],
    "id": ["Aduh.", "Waduh.", "Astaga."],
    "vi": ["Ối.", "Chết thật.", "Trời ạ."],
    "sw": ["Lo!", "Ala!", "Aisee."],
    "hi": ["अरे बाप रे।", "उफ़।"],
    "bn": ["হায় হায়।", "উফ।"],
    "te": ["అయ్యో.", "అరెరే."],
    "ar": ["يا إلهي.", "يا للهول."],
    "th": ["ตายแล้ว", "แย่แล้ว"],
    "zh": ["哎呀。", "糟了。", "天哪。"],
    "zt": ["哎呀。", "糟糕。"],
    "ja": ["しまった。", "あちゃー。", "やばい。"],
    "ko": ["이런.", "어이쿠.", "에구."],
}

# the last sentence choosing option {o} (another than the work's)
PICK = {
    "en": ["{o} it is.", "Going with {o}.", "Option {o} fits.",
           "The fourth choice."],
    "fr": ["Je choisis {o}.", "C'est {o}."],
    "de": ["{o} ist korrekt.", "Ich nehme {o}."],
    "es": ["Elijo {o}.", "Es la {o}."],
    "it": ["Scelgo {o}.", "È la {o}."],
    "pt": ["Escolho {o}.", "É a {o}."],
    "ru": ["Выбираю {o}.", "Это {o}."],
    "uk": ["Обираю {o}.", "Це {o}."],
    "pl": ["Wybieram {o}.", "To {o}."],
    "tr": ["{o} seçeneği.", "Cevabım {o} şıkkı olurdu."],
    "id": ["Saya pilih {o}.", "Pilihannya {o}."],
    "vi": ["Chọn {o}.", "Là {o}."],
    "zh": ["选{o}。", "{o}对。"],
    "ja": ["{o}を選びます。", "{o}でしょう。"],
    "ko": ["{o}를 고릅니다.", "{o}예요."],
    "th": ["เลือก {o}", "ตอบ {o} ครับ"],
}

# a conclusion of another value {w}, then the answer {v} labelled
TWO = {
    "en": ["So the train covers {w} km.", "Thus the distance is {w} km.",
           "Conclusion: {w} km.", "The train goes {w} km."],
    "fr": ["Le train parcourt donc {w} km.", "Ainsi, la distance est {w} km."],
    "de": ["Der Zug fährt somit {w} km.", "Also sind es {w} km."],
    "es": ["Por lo tanto, el tren recorre {w} km.",
           "Así que la distancia es {w} km."],
    "it": ["Dunque il treno percorre {w} km.", "Quindi sono {w} km."],
    "pt": ["Portanto, o trem percorre {w} km.", "Então são {w} km."],
    "ru": ["Итак, поезд проехал {w} км.", "Значит, путь равен {w} км.",
           "Вывод: {w} км."],
    "uk": ["Отже, потяг проїхав {w} км.", "Висновок: {w} км."],
    "pl": ["Więc pociąg przejechał {w} km.", "Wynik: {w} km."],
    "tr": ["Dolayısıyla tren {w} km gider.", "Sonuç: {w} km."],
    "id": ["Maka kereta menempuh {w} km.", "Kesimpulan: {w} km."],
    "vi": ["Vậy tàu đi được {w} km.", "Kết luận: {w} km."],
    "sw": ["Kwa hiyo treni inasafiri {w} km.", "Hitimisho: {w} km."],
    "hi": ["इसलिए ट्रेन {w} km चलती है।"],
    "bn": ["অতএব ট্রেনটি {w} km যায়।"],
    "te": ["కాబట్టి రైలు {w} km వెళుతుంది."],
    "ar": ["لذلك يقطع القطار {w} كم."],
    "th": ["ดังนั้นรถไฟวิ่งได้ {w} กม."],
    "zh": ["因此火车共行驶{w}公里。", "结论：{w}公里。"],
    "ja": ["したがって列車は{w} km進みます。", "結論：{w} km。"],
    "ko": ["그러므로 기차는 {w} km를 갑니다.", "결론: {w} km."],
}
LABEL = {
    "en": "**Final answer:** {v} km", "fr": "Réponse finale : {v} km",
    "de": "Antwort: {v} km", "es": "Respuesta: {v} km",
    "it": "Risposta: {v} km", "pt": "Resposta: {v} km",
    "ru": "Ответ: {v} км", "uk": "Відповідь: {v} км",
    "pl": "Odpowiedź: {v} km", "tr": "Cevap: {v} km",
    "id": "Jawaban: {v} km", "vi": "Đáp án: {v} km",
    "sw": "Jibu: {v} km", "hi": "उत्तर: {v} km", "bn": "উত্তর: {v} km",
    "te": "సమాధానం: {v} km", "ar": "الإجابة: {v} كم",
    "th": "คำตอบ: {v} กม.", "zh": "答案：{v}公里", "ja": "答え：{v} km",
    "ko": "답: {v} km",
}

# a word of likelihood before the value {v}
LIKELY = {
    "en": ["In all likelihood, it covers {v} km.", "Most likely {v} km."],
    "ru": ["Скорее всего, ответ {v} км.", "Вероятнее всего, {v} км."],
    "uk": ["Найімовірніше, {v} км.", "Швидше за все, {v} км."],
    "de": ["Höchstwahrscheinlich {v} km.", "Vermutlich {v} km."],
    "fr": ["Selon toute vraisemblance, {v} km.", "Probablement {v} km."],
    "es": ["Lo más probable: {v} km.", "Muy probablemente {v} km."],
    "it": ["Molto probabilmente {v} km.", "Con ogni probabilità {v} km."],
    "pt": ["Muito provavelmente {v} km.", "Provavelmente {v} km."],
    "pl": ["Najprawdopodobniej {v} km.", "Prawdopodobnie {v} km."],
    "tr": ["Büyük ihtimalle {v} km.", "Muhtemelen {v} km."],
    "id": ["Kemungkinan besar {v} km.", "Barangkali {v} km."],
    "vi": ["Nhiều khả năng là {v} km.", "Có lẽ {v} km."],
    "sw": ["Pengine ni {v} km.", "Huenda ni {v} km."],
    "hi": ["संभवतः {v} km।"],
    "bn": ["খুব সম্ভবত {v} km।"],
    "te": ["బహుశా {v} km."],
    "ar": ["على الأرجح {v} كم."],
    "th": ["น่าจะ {v} กม."],
    "zh": ["很可能是{v}公里。", "估计是{v}公里。"],
    "zt": ["或許是{v}公里。"],
    "ja": ["おそらく{v} kmです。", "たぶん{v} km。"],
    "ko": ["아마도 {v} km입니다.", "십중팔구 {v} km."],
}
# a committed opener in its place (the right twins)
SURE = {
    "en": "So it covers {v} km.", "ru": "Итак, ответ {v} км.",
    "de": "Also {v} km.", "fr": "Donc {v} km.", "es": "Entonces {v} km.",
    "zh": "所以是{v}公里。", "ja": "したがって{v} kmです。",
}

# a currency the problem does not name, or a rate it does not ask, after
# a scale word ({m}: the millions, "2.5"; {c}: the comma's "2,5")
SCALED = [
    "The total comes to {m} million euros.", "It made {m} million yuan.",
    "The answer is {m} million yen.", "The answer is ${m} million per month.",
    "It earned ${m} million a week.", "The answer is {m} million dollars each quarter.",
    "Die Antwort ist {c} Millionen Euro.", "La réponse est {c} millions d'euros.",
    "Ответ: {c} млн евро.", "答案是{w}万欧元。", "La respuesta es {c} millones de euros.",
]
SCALED_RIGHT = [
    "The answer is {m} million dollars.", "The answer is ${m} million.",
    "Die Antwort ist {c} Millionen Dollar.", "La réponse est {c} millions de dollars.",
    "Ответ: {c} млн долларов.", "答案是{w}万美元。",
]
MONEY = "A company earned ${m} million last year. How many dollars did it earn?"


def prob(rng, lang):
    s, h = rng.choice([40, 50, 60, 70, 80, 90]), rng.randint(3, 9)
    return s, h, s * h, PROBLEM.get(lang, PROBLEM["en"]).format(s=s, h=h)


def mc_problem(s, h, v):
    vals = [v - 40, v, v + 20, v + 40]
    opts = " ".join("(%s) %d km" % (c, x) for c, x in zip("ABCD", vals))
    return PROBLEM["en"].format(s=s, h=h).replace(
        "How many kilometres does it travel?", "How far does it travel?") + \
        "\n" + opts


def variants(rng):
    vs = []
    for _ in range(3):
        for lang in sorted(OOPS):
            s, h, v, p = prob(rng, lang)
            work = "%d × %d = %d" % (s, h, v)
            for say in OOPS[lang]:
                sep = rng.choice(["\n", "\n\n"])
                verify_run.add(vs, lang, lang + "-tail", str(v),
                               work + sep + say, p)
        for lang in sorted(PICK):
            s, h, v, _ = prob(rng, "en")
            work = "%d × %d = %d" % (s, h, v)
            for say in PICK[lang]:
                o = rng.choice("ACD")
                verify_run.add(vs, lang, "mc-" + lang, "B",
                               work + "\n" + say.format(o=o),
                               mc_problem(s, h, v))
        for lang in sorted(TWO):
            s, h, v, p = prob(rng, lang)
            for say in TWO[lang]:
                w = v + rng.choice([-60, -20, 20, 60])
                end = rng.choice([LABEL[lang].format(v=v),
                                  "$\\boxed{%d}$" % v])
                r = "%d × %d = %d\n%s\n\n%s" % (s, h, v, say.format(w=w),
                                                end)
                verify_run.add(vs, lang, lang + "-two", str(v), r, p)
        for lang in sorted(LIKELY):
            s, h, v, p = prob(rng, lang)
            for say in LIKELY[lang]:
                r = say.format(v=v)
                if rng.random() < 0.5:
                    r = "%d × %d = %d\n%s" % (s, h, v, r)
                verify_run.add(vs, lang, lang + "-likely", str(v), r, p)
    for _ in range(3):
        m = rng.choice(["1.5", "2.4", "3.5", "4.5", "6.5"])
        fill = dict(m=m, c=m.replace(".", ","), w=str(int(float(m) * 100)))
        v = str(int(float(m) * 1000000))
        for say in SCALED:
            verify_run.add(vs, "scaled", "scaled", v, say.format(**fill),
                           MONEY.format(m=m))
        for say in SCALED_RIGHT:
            verify_run.right(vs, "scaled", v, say.format(**fill),
                             MONEY.format(m=m), fam="right-scaled")
    for _ in range(2):
        for lang in sorted(SURE):
            s, h, v, p = prob(rng, lang)
            verify_run.right(vs, "sure", str(v), SURE[lang].format(v=v), p,
                             fam="right-sure")
            verify_run.right(vs, "sure", str(v), "%d × %d = %d\n%s" % (
                s, h, v, SURE[lang].format(v=v)), p, fam="right-sure")
        for lang in ("en", "ru", "zh", "de"):
            s, h, v, p = prob(rng, lang)
            say = {"en": "So the train covers {w} km.",
                   "ru": "Итак, поезд проехал {w} км.",
                   "zh": "因此火车共行驶{w}公里。",
                   "de": "Der Zug fährt somit {w} km."}[lang]
            for end in (LABEL[lang].format(v=v), "$\\boxed{%d}$" % v):
                r = "%d × %d = %d\n%s\n\n%s" % (s, h, v, say.format(w=v),
                                                end)
                verify_run.right(vs, "same", str(v), r, p,
                                 fam="right-same")
            verify_run.right(vs, "work", str(v), "%d × %d = %d" % (s, h, v),
                             p, fam="right-work")
            verify_run.right(vs, "work", str(v), "%d × %d = %d\n%s" % (
                s, h, v, "So the train travels %d km." % v),
                PROBLEM["en"].format(s=s, h=h), fam="right-work")
        s, h, v, _ = prob(rng, "en")
        for say in ("The answer is B.", "Answer: B", "So the answer is B."):
            verify_run.right(vs, "mc", "B", "%d × %d = %d\n%s" % (s, h, v,
                             say), mc_problem(s, h, v), fam="right-mc",
                             wrong="C")
    return vs


def main():
    verify_run.usage("hostile_rev37")
    return verify_run.run("hostile_rev37", variants(random.Random(3701)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=14)


if __name__ == "__main__":
    sys.exit(main())
