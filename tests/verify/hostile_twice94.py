#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_twice94.py: the answer's value written twice in its last
sentence, a word that disowns, negates or doubts it after the first
("The answer is 7, wrong since 3 + 4 = 7.", "Die Antwort ist 7,
falsch, weil 3 + 4 = 7."), in ten languages (issue 26, session 59).

The last statement's reader read the rest of the sentence after the
value's last place only (a computation's result, "is 3 + 4 = 7"); the
words between its first place and its last were read by no one.  They
are now read after the first place as well (answer_prose.c
papo_answer_last_statement).  After an answer phrase, another value
or an unknown word before a reason whose computation ends on the
answer ("উত্তর হল blorf 9, কারণ 3 + 4 = 7।") had the reason's '=' read
as the statement's copula: a number before a reason word now leaves
no one value (value_then_reason).  The same sentences with the reason
alone stay rewarded.

usage: hostile_twice94.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# (kind, problem, statements: {w} the word after the first value's
# comma, "" for the right form)
LANGS = [
    ("en", "Tom has 3 apples and buys 4 more. How many apples does he "
     "have?",
     ["The answer is 7, {w}since 3 + 4 = 7.",
      "The answer is 7, {w}because 3 + 4 = 7.",
      "Tom has 7 apples, {w}because 3 + 4 = 7.",
      "Answer: 7, {w}since 3 + 4 = 7."]),
    ("de", "Tom hat 3 Äpfel und kauft 4 weitere. Wie viele Äpfel hat "
     "er?",
     ["Die Antwort ist 7, {w}weil 3 + 4 = 7.",
      "Tom hat 7 Äpfel, {w}da 3 + 4 = 7."]),
    ("fr", "Tom a 3 pommes et en achète 4 autres. Combien de pommes "
     "a-t-il ?",
     ["La réponse est 7, {w}car 3 + 4 = 7.",
      "La réponse est 7, {w}puisque 3 + 4 = 7."]),
    ("es", "Tom tiene 3 manzanas y compra 4 más. ¿Cuántas manzanas "
     "tiene?",
     ["La respuesta es 7, {w}porque 3 + 4 = 7.",
      "La respuesta es 7, {w}ya que 3 + 4 = 7."]),
    ("pt", "Tom tem 3 maçãs e compra mais 4. Quantas maçãs ele tem?",
     ["A resposta é 7, {w}porque 3 + 4 = 7."]),
    ("ru", "У Тома 3 яблока, и он покупает ещё 4. Сколько у него "
     "яблок?",
     ["Ответ: 7, {w}потому что 3 + 4 = 7.",
      "Ответ 7, {w}так как 3 + 4 = 7."]),
    ("sw", "Tom ana tufaha 3 na ananunua 4 zaidi. Ana tufaha ngapi?",
     ["Jibu ni 7, {w}kwa sababu 3 + 4 = 7."]),
]

# words that disown, negate or doubt, of listed languages and of
# others, and words papo does not know
WORDS = ["wrong", "incorrect", "not", "maybe", "falsch", "nicht",
         "vielleicht", "faux", "incorrect", "pas", "peut-être",
         "incorrecto", "falso", "no", "quizás", "errado", "não",
         "неверно", "ошибка", "не", "возможно", "si", "labda", "sio",
         "niet", "fout", "fel", "inte", "salah", "bukan", "yanlış",
         "sai", "không", "błąd", "nie", "blorf"]


# another value, or a word papo does not know, after an answer phrase
# and before a reason whose computation ends on the answer ("উত্তর হল
# blorf 9, কারণ 3 + 4 = 7।" read the reason's "=" as the statement's
# copula: answer_prose.c value_then_reason); (kind, problem, phrase,
# reason word, stop)
OTHER = [
    ("bn", "টমের কাছে 3টি আপেল আছে এবং সে আরও 4টি কেনে। তার কাছে "
     "কতগুলি আপেল আছে?", "উত্তর হল", "কারণ", "।"),
    ("bn", "টমের কাছে 3টি আপেল আছে এবং সে আরও 4টি কেনে। তার কাছে "
     "কতগুলি আপেল আছে?", "উত্তর", "কারণ", "।"),
    ("hi", "टॉम के पास 3 सेब हैं और वह 4 और खरीदता है। उसके पास कितने "
     "सेब हैं?", "उत्तर है", "क्योंकि", "।"),
    ("te", "టామ్ దగ్గర 3 ఆపిల్స్ ఉన్నాయి, అతను మరో 4 కొంటాడు. అతని "
     "దగ్గర ఎన్ని ఆపిల్స్ ఉన్నాయి?", "జవాబు", "ఎందుకంటే", "."),
    ("en", "Tom has 3 apples and buys 4 more. How many apples does he "
     "have?", "The answer is", "because", "."),
    ("de", "Tom hat 3 Äpfel und kauft 4 weitere. Wie viele Äpfel hat "
     "er?", "Die Antwort ist", "weil", "."),
    ("ru", "У Тома 3 яблока, и он покупает ещё 4. Сколько у него "
     "яблок?", "Ответ:", "потому что", "."),
    ("sw", "Tom ana tufaha 3 na ananunua 4 zaidi. Ana tufaha ngapi?",
     "Jibu ni", "kwa sababu", "."),
]


def others(add):
    for kind, p, phrase, why, stop in OTHER:
        add(kind + "-right", "7", p, "%s 7, %s 3 + 4 = 7%s" %
            (phrase, why, stop))
        for w in ["", "blorf ", "not ", "wrong ", "maybe "]:
            for v in ("9", "7"):
                if w == "" and v == "7":
                    continue
                add(kind + "-twin", "7", p, "%s %s%s, %s 3 + 4 = 7%s" %
                    (phrase, w, v, why, stop))


def kinds(add):
    for kind, p, forms in LANGS:
        for f in forms:
            r = f.format(w="")
            add(kind + "-right", "7", p, r)
            add(kind + "-wrong", "8", p, r)
            for w in WORDS:
                add(kind + "-twin", "7", p, f.format(w=w + " "))
                add(kind + "-twin", "7", p, f.format(w=w + ", "))


def main():
    verify_run.usage("hostile_twice94")
    return verify_run.run_kinds(
        "hostile_twice94", verify_run.kind_rows([kinds, others]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
