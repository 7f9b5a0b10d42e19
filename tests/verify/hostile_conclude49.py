#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_conclude49.py: the words that open a conclusion ("therefore",
"as a result", "in short") in 13 languages, before the language's answer
phrase and its value, bare or boxed; and a step's box before the
conclusion's box (issue 26, session 37: "Oleh itu, jawapannya ialah
126." (Malay), "Infolgedessen ist die Antwort 126.", "En somme, la
réponse est 126.", "Tóm lại, đáp án là 126." were no_answer, and
"10 × 12 = $\\boxed{120}$. Следовательно, ответ: $\\boxed{126}$." read
the two boxes as the list "120, 126": a sentence of another script
between two boxes counted as no words).

usage: hostile_conclude49.py PAPO_VERIFY [--list]

Family right-LANG: the work, a connective, the answer phrase and the
value (bare, or boxed), rewarded, and never against another reference
(family wrong); right-mc-LANG: Malay's and Indonesian's multiple
choice ("Jawapan yang betul ialah B."), rewarded, never against another
letter; right-count-ko: Korean's count of the problem's noun ("책의 총
개수는 126권입니다."), rewarded (ko-hedge its negated, hedged, bounded
twins: not); right-count-bn: Bengali's, the noun in the genitive ("মোট
বইয়ের সংখ্যা ১২৬।"), the same (bn-hedge); and "the number of" the noun in
Swahili, Turkish, Japanese, Russian, Ukrainian and Hindi ("Idadi ya vitabu ni
126.", "Kitap sayısı 126'dır.", "本の総数は126冊です。", "Общее
количество книг — 126.").  Family LANG-hedge: the same connective and phrase
with a doubt, a negation or a bound of that language before the value:
none rewarded.  Family step-LANG: the work's product boxed, then the
conclusion's box (the same value, or a step's product before it):
rewarded against the conclusion's value; family list-LANG: the
response with a step's box against the two boxes joined as a list
("120, 126"), which it does not state: never rewarded; the same
pair for the conclusions of the other scripts (Chinese, Japanese,
Korean, Thai, Hindi, Bengali, Telugu, Arabic) and English.

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

# the problem, per language ({a} shelves of {b} books)
PROBLEM = {l: verify_run.BOOKS_IN[l] for l in (
    "ms", "id", "de", "fr", "es", "it", "pt", "ru", "uk", "vi", "sw", "tr",
    "pl")}

# the connectives that open a conclusion, per language
CONNECTIVES = {
    "ms": ["Oleh itu,", "Oleh yang demikian,", "Oleh sebab itu,",
           "Justeru,", "Dengan itu,", "Maka,", "Jadi,", "Kesimpulannya,",
           "Akhirnya,"],
    "id": ["Oleh karena itu,", "Dengan demikian,", "Jadi,", "Karena itu,",
           "Maka,"],
    "de": ["Daher", "Somit", "Folglich", "Demnach", "Deshalb",
           "Dementsprechend", "Infolgedessen", "Letztendlich", "Also"],
    "fr": ["Donc,", "Ainsi,", "Par conséquent,", "En conclusion,",
           "En définitive,", "De ce fait,", "Par suite,", "En somme,",
           "Dès lors,", "Finalement,"],
    "es": ["Por lo tanto,", "Así,", "Por consiguiente,", "En conclusión,",
           "De modo que", "Así pues,", "En definitiva,", "En resumen,"],
    "it": ["Quindi", "Pertanto", "Dunque", "Per cui", "In conclusione,",
           "Di conseguenza,"],
    "pt": ["Portanto,", "Logo,", "Assim,", "Por conseguinte,", "Por isso,",
           "Consequentemente,", "Dessa forma,"],
    "ru": ["Следовательно,", "Итак,", "Таким образом,", "В итоге",
           "В результате", "Получается,", "Отсюда"],
    "uk": ["Отже,", "Тому", "Таким чином,", "Звідси", "У підсумку",
           "Значить,"],
    "vi": ["Vậy", "Do đó,", "Vì vậy,", "Vì thế,", "Tóm lại,", "Kết luận,",
           "Suy ra"],
    "sw": ["Kwa hiyo", "Hivyo", "Kwa sababu hiyo,", "Kwa ujumla,",
           "Hatimaye,"],
    "tr": ["Dolayısıyla", "Bu nedenle", "Sonuç olarak", "Böylece",
           "Sonuçta"],
    "pl": ["Zatem", "Więc", "Dlatego", "W rezultacie", "Czyli",
           "Podsumowując,"],
}

# the answer phrase after a connective, {v} the value; German's puts
# the verb first after its adverb
PHRASE = {
    "ms": "jawapannya ialah {v}.", "id": "jawabannya adalah {v}.",
    "de": "ist die Antwort {v}.", "fr": "la réponse est {v}.",
    "es": "la respuesta es {v}.", "it": "la risposta è {v}.",
    "pt": "a resposta é {v}.", "ru": "ответ: {v}.", "uk": "відповідь: {v}.",
    "vi": "đáp án là {v}.", "sw": "jibu ni {v}.", "tr": "cevap {v}.",
    "pl": "odpowiedź to {v}.",
}

# the phrase with a doubt, a negation or a bound before its value
HEDGED = {
    "ms": ["jawapannya mungkin {v}.", "jawapannya bukan {v}.",
           "jawapannya ialah lebih kurang {v}.",
           "jawapannya ialah sekurang-kurangnya {v}.",
           "saya rasa jawapannya ialah {v}."],
    "id": ["jawabannya mungkin {v}.", "jawabannya bukan {v}.",
           "jawabannya adalah sekitar {v}."],
    "de": ["ist die Antwort vielleicht {v}.", "ist die Antwort nicht {v}.",
           "ist die Antwort mindestens {v}."],
    "fr": ["la réponse est peut-être {v}.", "la réponse n'est pas {v}.",
           "la réponse est au moins {v}."],
    "es": ["la respuesta es quizás {v}.", "la respuesta no es {v}.",
           "la respuesta es al menos {v}."],
    "it": ["la risposta è forse {v}.", "la risposta non è {v}.",
           "la risposta è almeno {v}."],
    "pt": ["a resposta é talvez {v}.", "a resposta não é {v}.",
           "a resposta é pelo menos {v}."],
    "ru": ["ответ, возможно, {v}.", "ответ не {v}.",
           "ответ: не менее {v}."],
    "uk": ["відповідь, можливо, {v}.", "відповідь не {v}."],
    "vi": ["đáp án có lẽ là {v}.", "đáp án không phải là {v}."],
    "sw": ["jibu labda ni {v}.", "jibu si {v}."],
    "tr": ["cevap belki {v}.", "cevap {v} değil."],
    "pl": ["odpowiedź to chyba {v}.", "odpowiedź to nie {v}."],
}


# multiple choice in Malay and Indonesian ({l} the right letter)
MC_PROBLEM = ("Sebuah perpustakaan mempunyai {a} rak dan setiap rak "
              "mempunyai {b} buah buku. Berapakah bilangan buku?")
MC = [("ms", ["Jawapan yang betul ialah {l}.", "Oleh itu, jawapannya ialah "
              "({l}).", "Justeru, pilihan yang betul ialah {l}.",
              "Jawapan yang tepat ialah {l}."],
       ["Jawapan yang betul mungkin {l}.", "Jawapan yang betul bukan {l}.",
        "Jawapan yang betul ialah {l}, tetapi saya tidak pasti."]),
      ("id", ["Jawaban yang benar adalah {l}.", "Oleh karena itu, pilihan "
              "yang benar adalah {l}.", "Jadi, jawabannya adalah {l}."],
       ["Jawaban yang benar mungkin {l}.", "Jawaban yang benar bukan {l}."])]


# "the number of" the problem's noun, per language: the problem, the
# separator after the work, the statements and their twins, in the order
# drawn (Korean's "책의 수는", "책의 총 개수는"; Bengali's noun in the
# genitive, "বইয়ের সংখ্যা"; Hindi's in the oblique plural, "किताबों" for
# the problem's "किताबें")
SEP = "\n\n"
COUNTS = {
    "ko": (verify_run.BOOKS_IN["ko"], ". ",
           ["책의 수는 {v}권이다.", "책의 개수는 {v}권이다.",
            "총 책의 수는 {v}권입니다.", "전체 책의 수는 {v}권이다.",
            "따라서 책의 총 개수는 {v}권입니다."],
           ["책의 수는 {v}권이 아니다.", "책의 수는 아마 {v}권이다.",
            "책의 수는 {v}권 이상이다.", "책의 수는 {v}권일까?",
            "책의 총 개수는 {v}권 정도이다.", "책의 개수는 {v}권보다 많다.",
            "전체 개수는 {v} 또는 {w}권이다."]),
    "bn": ("একটি গ্রন্থাগারে {a}টি তাক আছে এবং প্রতিটি তাকে {b}টি বই "
           "আছে। মোট কতটি বই আছে?", SEP,
           ["মোট বইয়ের সংখ্যা {v}।", "সুতরাং, বইয়ের মোট সংখ্যা {v}টি।",
            "অতএব মোট বইয়ের সংখ্যা {v}।"],
           ["মোট বইয়ের সংখ্যা সম্ভবত {v}।", "মোট বইয়ের সংখ্যা {v} নয়।",
            "মোট বইয়ের সংখ্যা {v}-এর বেশি।", "মোট বইয়ের সংখ্যা প্রায় {v}।",
            "মোট বইয়ের সংখ্যা কি {v}?"]),
    "hi": ("एक पुस्तकालय में {a} अलमारियाँ हैं और हर अलमारी में {b} किताबें "
           "हैं। कुल कितनी किताबें हैं?", SEP,
           ["किताबों की कुल संख्या {v} है।", "अतः किताबों की संख्या {v} है।"],
           ["किताबों की कुल संख्या शायद {v} है।",
            "किताबों की संख्या {v} नहीं है।",
            "किताबों की संख्या {v} से अधिक है।",
            "किताबों की संख्या लगभग {v} है।",
            "क्या किताबों की संख्या {v} है?"]),
    "ja": (verify_run.BOOKS_IN["ja"], SEP,
           ["本の総数は{v}冊です。", "よって、本の冊数は{v}冊である。"],
           ["本の総数は{v}冊ではない。", "本の総数はたぶん{v}冊です。",
            "本の総数は{v}冊以上です。", "本の総数は約{v}冊です。"]),
    "ru": (PROBLEM["ru"], SEP,
           ["Общее количество книг — {v}.", "Общее число книг равно {v}."],
           ["Общее количество книг — не {v}.",
            "Общее количество книг, возможно, {v}.",
            "Общее количество книг — больше {v}.",
            "Общее количество книг — около {v}."]),
    "sw": (PROBLEM["sw"], SEP,
           ["Idadi ya vitabu ni {v}.", "Kwa hiyo, idadi ya vitabu ni {v}."],
           ["Idadi ya vitabu si {v}.", "Idadi ya vitabu labda ni {v}.",
            "Idadi ya vitabu ni zaidi ya {v}.", "Idadi ya vitabu ni {v}?"]),
    "tr": (PROBLEM["tr"], SEP,
           ["Kitap sayısı {v}'dır.", "Toplam kitap sayısı {v}.",
            "Dolayısıyla kitap sayısı {v}'dır."],
           ["Kitap sayısı {v} değildir.", "Kitap sayısı belki {v}'dır.",
            "Kitap sayısı {v}'dan fazladır.", "Kitap sayısı yaklaşık {v}."]),
    "uk": (PROBLEM["uk"], SEP, ["Загальна кількість книжок — {v}."],
           ["Загальна кількість книжок — не {v}.",
            "Загальна кількість книжок, можливо, {v}.",
            "Загальна кількість книжок — близько {v}."]),
}


def variants(rng):
    vs = []
    for _ in range(3):
        for lang in sorted(PROBLEM):
            for c in CONNECTIVES[lang]:
                a, b, v = verify_run.books_drawn(rng)
                p = PROBLEM[lang].format(a=a, b=b)
                work = "%d × %d = %d." % (a, b, v) + rng.choice(
                    verify_run.SEPS)
                for val in (str(v), "$\\boxed{%d}$" % v):
                    r = work + c + " " + PHRASE[lang].format(v=val)
                    verify_run.right(vs, lang, str(v), r, p,
                                     fam="right-" + lang, wrong=str(v + 7))
                for h in HEDGED[lang]:
                    verify_run.add(vs, lang, lang + "-hedge", str(v),
                                   work + c + " " + h.format(v=v), p)
                # the work's box, then the conclusion's: one answer
                sep = rng.choice(verify_run.SEPS)
                r = "%d × %d = $\\boxed{%d}$." % (a, b, v) + sep + c + \
                    " " + PHRASE[lang].format(v="$\\boxed{%d}$" % v)
                verify_run.add(vs, lang, "step-" + lang, str(v), r, p)
                # a step's box, then the conclusion's: the second is the
                # answer, the two are no list
                step = a * (b - 1)
                r = "%d × %d = $\\boxed{%d}$." % (a, b - 1, step) + sep + \
                    c + " " + PHRASE[lang].format(v="$\\boxed{%d}$" % v)
                verify_run.add(vs, lang, "step-" + lang, str(v), r, p)
                verify_run.add(vs, lang, "list-" + lang,
                               "%d, %d" % (step, v), r, p)
        # Malay's and Indonesian's multiple choice: the right option
        for lang, rights, twists in MC:
            a, b, v = verify_run.books_drawn(rng)
            vals = [v - 6, v, v + 4, v + 10]
            rng.shuffle(vals)
            letter = "ABCD"[vals.index(v)]
            p = MC_PROBLEM.format(a=a, b=b) + "".join(
                "\n%s. %d" % (c, x) for c, x in zip("ABCD", vals))
            work = "%d × %d = %d. " % (a, b, v)
            for t in rights:
                verify_run.right(vs, lang, letter, work + t.format(l=letter),
                                 p, fam="right-mc-" + lang,
                                 wrong="ABCD"[(vals.index(v) + 1) % 4])
            for t in twists:
                verify_run.add(vs, lang, lang + "-hedge", letter,
                               work + t.format(l=letter), p)
        for lang, (problem, sep, rights, twists) in COUNTS.items():
            a, b, v = verify_run.books_drawn(rng)
            p = problem.format(a=a, b=b)
            work = "%d × %d = %d" % (a, b, v) + sep
            for t in rights:
                verify_run.right(vs, lang, str(v), work + t.format(v=v), p,
                                 fam="right-count-" + lang, wrong=str(v + 7))
            for t in twists:
                verify_run.add(vs, lang, lang + "-hedge", str(v),
                               work + t.format(v=v, w=v + 1), p)
        # the conclusions of the other scripts (verify_run.CONCLUDE)
        # after a step's box
        for lang in sorted(set(verify_run.CONCLUDE) - set(PROBLEM)) * 3:
            a, b, v = verify_run.books_drawn(rng)
            p = verify_run.books_problem(lang, a, b)
            step = a * (b - 1)
            r = "%d × %d = $\\boxed{%d}$." % (a, b - 1, step) + \
                rng.choice(verify_run.SEPS) + \
                verify_run.CONCLUDE[lang].format(v="$\\boxed{%d}$" % v)
            verify_run.add(vs, lang, "step-" + lang, str(v), r, p)
            verify_run.add(vs, lang, "list-" + lang, "%d, %d" % (step, v),
                           r, p)
    return vs


def main():
    verify_run.usage("hostile_conclude49")
    return verify_run.run(
        "hostile_conclude49", variants(random.Random(4949)),
        group=verify_run.family,
        right=lambda v: v["family"].startswith(("right", "step")),
        what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
