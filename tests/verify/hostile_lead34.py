#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lead34.py: a sentence before the final answer that states
another value for the asked quantity (issue 26, review 33's W1): the
response commits to no one answer, whatever stands after the sentence.

usage: hostile_lead34.py PAPO_VERIFY [--list]

One problem a language (en, zh, de, fr, es, ru, ja, ko, pt; English has
a second, whose question asks another verb than "have"), its question
asked of a pronoun or of no word for the subject ("How many books does
he have?"), the problem's first sentence naming the subject ("Omar has
7 shelves ...").  The sentences that answer the question, each with a
value NN:
  - "name":    the subject by its name ("So Omar has NN books.");
  - "pronoun": the subject as a pronoun ("He has NN books.");
  - "verb":    the question's verb with no noun ("So he has NN.");
  - "label":   a total's or a result's label ("Total: NN.", "Gesamt: NN",
               "合计：NN。", "Result: NN books.");
  - "opener":  a conclusion's opener and the value alone ("Hence NN.",
               "That makes NN in all.", "Donc NN.", "Итак, NN.").
Each is put before the answer in each place: a bare box ("box"), a
heading then a box ("heading"), a thematic break then a box ("rule"), a
display's box ("display"), an answer line ("line": "Answer: 42") and an
answer phrase in the same paragraph ("phrase": "The answer is 42.").

Family "wrong": the sentence with another value (NN = a step's value, not
one the problem gives) above the right answer: never rewarded.  Family
"right", each rewarded, and each against another reference too (never
rewarded): the same sentence with the answer's value; a step's
sentence with another noun ("He buys 48 bookmarks.", "So 48
bookmarks."); a given of the
problem restated ("He has 7 shelves."); a computation ("7 × 6 = 42
books."); a given the problem writes in words ("The total time is 6
hours." to "... for six hours ..."); "total" as a noun of its own.

Known holes, counted apart: the subject as a pronoun where the problem
names it and a script without spaces writes it ("他有NN本书。",
"그는 ..."); see KNOWN.
"""
import re
import sys

import verify_run

V, O = 42, 48

# lang: (problem, answer line, answer phrase, heading, wrong sentences
# by kind, step sentences, given sentences)
ROWS = {
    "en": ("Omar has 7 shelves with 6 books on each shelf. How many books "
           "does he have?", "Answer: V", "The answer is V.", "Final Answer",
           [("name", "So Omar has NN books."),
            ("name", "Therefore, Omar owns NN books."),
            ("pronoun", "He has NN books."),
            ("pronoun", "He has NN books in all."),
            ("verb", "So he has NN."),
            ("label", "Total: NN."),
            ("label", "Result: NN books."),
            ("label", "Final count: NN"),
            ("opener", "Hence NN."),
            ("opener", "That makes NN in all."),
            ("opener", "The total is NN.")],
           ["He buys NN bookmarks.", "Omar buys NN stamps.",
            "So NN bookmarks.", "Hence NN stamps in all."],
           ["He has 7 shelves.", "Each shelf holds 6 books."]),
    "zh": ("奥马尔有7个书架，每个书架上有6本书。他有多少本书？", "答案：V",
           "答案是V。", "最终答案",
           [("name", "所以奥马尔有NN本书。"),
            ("pronoun", "他有NN本书。"),
            ("label", "合计：NN。"),
            ("label", "结果：NN本书。")],
           ["他买了NN个书签。"], ["他有7个书架。"]),
    "de": ("Omar hat 7 Regale mit je 6 Büchern. Wie viele Bücher hat er?",
           "Antwort: V", "Die Antwort ist V.", "Endergebnis",
           [("name", "Omar hat also NN Bücher."),
            ("pronoun", "Er hat NN Bücher."),
            ("verb", "Er hat also NN."),
            ("label", "Gesamt: NN."),
            ("label", "Ergebnis: NN Bücher."),
            ("opener", "Also NN.")],
           ["Er kauft NN Lesezeichen."], ["Er hat 7 Regale."]),
    "fr": ("Omar a 7 étagères avec 6 livres sur chaque étagère. Combien de "
           "livres a-t-il ?", "Réponse : V", "La réponse est V.",
           "Réponse finale",
           [("name", "Omar a donc NN livres."),
            ("pronoun", "Il a NN livres."),
            ("verb", "Il a donc NN."),
            ("label", "Total : NN."),
            ("label", "Résultat : NN livres."),
            ("opener", "Donc NN.")],
           ["Il achète NN gommes."], ["Il a 7 étagères."]),
    "es": ("Omar tiene 7 estantes con 6 libros en cada estante. ¿Cuántos "
           "libros tiene?", "Respuesta: V", "La respuesta es V.",
           "Respuesta final",
           [("name", "Entonces Omar tiene NN libros."),
            ("pronoun", "Él tiene NN libros."),
            ("verb", "Por lo tanto, tiene NN."),
            ("label", "Total: NN."),
            ("label", "Resultado: NN libros."),
            ("opener", "Entonces, NN.")],
           ["Él compra NN marcapáginas."], ["Él tiene 7 estantes."]),
    "ru": ("У Омара 7 полок, на каждой полке по 6 книг. Сколько книг у "
           "него?", "Ответ: V", "Ответ равен V.", "Окончательный ответ",
           [("name", "Итак, у Омара NN книг."),
            ("pronoun", "У него NN книг."),
            ("label", "Итого: NN."),
            ("label", "Всего: NN книг."),
            ("opener", "Итак, NN.")],
           ["Он покупает NN закладок."], ["У него 7 полок."]),
    "ja": ("オマルは本棚を7つ持っていて、各本棚に本が6冊あります。"
           "オマルは本を何冊持っていますか？", "答え：V", "答えはVです。",
           "最終的な答え",
           [("name", "したがって、オマルは本をNN冊持っています。"),
            ("label", "合計：NN冊。"),
            ("label", "結果：NN冊")],
           ["オマルはしおりをNN枚買いました。"], ["本棚は7つです。"]),
    "ko": ("오마르는 책장 7개를 가지고 있고, 각 책장에는 책이 6권 있습니다. "
           "오마르는 책을 몇 권 가지고 있습니까?", "답: V", "답은 V입니다.",
           "최종 답",
           [("name", "따라서 오마르는 책을 NN권 가지고 있습니다."),
            ("label", "합계: NN권."),
            ("label", "결과: NN"),
            ("opener", "따라서 NN권.")],
           ["오마르는 책갈피를 NN개 샀습니다."], ["책장은 7개입니다."]),
    "pt": ("Omar tem 7 estantes com 6 livros em cada estante. Quantos "
           "livros ele tem?", "Resposta: V", "A resposta é V.",
           "Resposta final",
           [("name", "Então Omar tem NN livros."),
            ("pronoun", "Ele tem NN livros."),
            ("verb", "Portanto, ele tem NN."),
            ("label", "Total: NN."),
            ("label", "Resultado: NN livros."),
            ("opener", "Portanto, NN.")],
           ["Ele compra NN marcadores."], ["Ele tem 7 estantes."]),
}

# English, a question with another verb than "have": 5 trays of 9 rolls.
EN_BAKE = ("A baker fills 5 trays with 9 rolls on each tray. How many rolls "
           "does she bake?",
           [("name", "So the baker bakes NN rolls."),
            ("pronoun", "She bakes NN rolls in total."),
            ("label", "Total: NN rolls.")],
           ["She sells NN muffins.", "The baker has NN rolls left over."],
           ["She fills 5 trays."], 45, 54)

# English, the problem's givens in words: a sentence of the question's
# words that restates one is a step (right, with the answer 54).
EN_WORDS = ("Lena reads for six hours and 9 pages each hour. How many pages "
            "does she read in those hours?",
            ["The total time is 6 hours.", "She reads for 6 hours.",
             "The total is 9 pages each hour."], 54)

# Holes left, counted apart: none yet.
KNOWN = []


def places(lang, line, phrase, heading):
    """(name, maker) of a response: the sentence s before an answer of
    v in each place."""
    def sub(t, v):
        return t.replace("V", str(v))
    return [
        ("box", lambda s, v: "%s\n\n\\boxed{%s}" % (s, v)),
        ("heading", lambda s, v: "%s\n\n**%s**\n\\boxed{%s}" %
         (s, heading, v)),
        ("rule", lambda s, v: "%s\n\n---\n\n\\boxed{%s}" % (s, v)),
        ("display", lambda s, v: "%s\n\n$$\\boxed{%s}$$" % (s, v)),
        ("line", lambda s, v: "%s\n%s" % (s, sub(line, v))),
        ("phrase", lambda s, v: "%s %s" % (s, sub(phrase, v))),
    ]


def put(vs, lang, kind, problem, ps, sent, v, fam):
    # a phrase needs a sentence of its own before it
    verify_run.placed(vs, lang, kind, problem, ps, sent, v, fam,
                      keep=lambda place, s: place != "phrase" or
                      s[-1] in ".。")


def variants():
    vs = []
    for lang, (problem, line, phrase, heading, wrongs, steps,
               givens) in ROWS.items():
        ps = places(lang, line, phrase, heading)
        for kind, s in wrongs:
            put(vs, lang, kind, problem, ps, s.replace("NN", str(O)), V,
                "wrong")
            put(vs, lang, kind, problem, ps, s.replace("NN", str(V)), V,
                "right")
        for s in steps:
            put(vs, lang, "step", problem, ps, s.replace("NN", str(O)), V,
                "right")
        for s in givens:
            put(vs, lang, "given", problem, ps, s, V, "right")
        if lang == "en":
            put(vs, lang, "computation", problem, ps,
                "7 × 6 = %d books." % V, V, "right")
    problem, wrongs, steps, givens, v, o = EN_BAKE
    ps = places("en", "Answer: V", "The answer is V.", "Final Answer")
    for kind, s in wrongs:
        put(vs, "en", kind, problem, ps, s.replace("NN", str(o)), v, "wrong")
        put(vs, "en", kind, problem, ps, s.replace("NN", str(v)), v, "right")
    for s in steps:
        put(vs, "en", "step", problem, ps, s.replace("NN", str(o)), v,
            "right")
    for s in givens:
        put(vs, "en", "given", problem, ps, s, v, "right")
    problem, givens, v = EN_WORDS
    for s in givens:
        put(vs, "en", "given", problem, ps, s, v, "right")
    return vs


def main():
    verify_run.usage("hostile_lead34")
    known = [re.compile(k) for k in KNOWN]
    return verify_run.run("hostile_lead34", variants(),
                          lambda v: v["lang"] + "/" + v["family"],
                          verify_run.is_right,
                          known=lambda v: v["family"] == "wrong" and
                          any(k.search(v["response"]) for k in known),
                          what="right", width=10)


if __name__ == "__main__":
    sys.exit(main())
