#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_reason92.py: a negation of any language put at the end of
a reason clause after the answer ("The answer is 7 because he buys 4
more nicht.", "Answer: 7 because 3 + 4 = 7 না"), or of another
language inside it, in eleven languages (issue 26, session 59).

A reason after the value ("because 4 is not prime") may hold a
negation of its own; the reader took a negator of every language's
rows as the reason's.  A negator of another language than the reason
word's, or one that ends the clause (nothing after it to negate: it
negates what went before), now refuses the answer (answer_rest.c
rest_neg).  The right statements alone stay rewarded.

usage: hostile_reason92.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# (kind, problem, the negators of its language, right statements whose
# reason clause ends before the stop that closes the sentence, if any)
LANGS = [
    ("en", "Tom has 3 apples and buys 4 more. How many apples does he "
     "have?", ["not", "no", "never"],
     ["The answer is 7 because he buys 4 more.",
      "The answer is 7, since 3 + 4 = 7.",
      "Answer: 7 because 3 + 4 = 7",
      "Tom has 7 apples because he buys 4 more.",
      "The answer is 7 given that he buys 4 more.",
      "\\boxed{7} because 3 + 4 = 7."]),
    ("de", "Tom hat 3 Äpfel und kauft 4 weitere. Wie viele Äpfel hat "
     "er?", ["nicht", "kein", "keine"],
     ["Die Antwort ist 7, weil 3 + 4 = 7.",
      "Die Antwort ist 7, da er 4 weitere kauft.",
      "Tom hat 7 Äpfel, weil er 4 weitere kauft."]),
    ("fr", "Tom a 3 pommes et en achète 4 autres. Combien de pommes "
     "a-t-il ?", ["pas", "ne"],
     ["La réponse est 7 car 3 + 4 = 7.",
      "La réponse est 7, parce que 3 + 4 = 7.",
      "Tom a 7 pommes car il en achète 4 autres."]),
    ("es", "Tom tiene 3 manzanas y compra 4 más. ¿Cuántas manzanas "
     "tiene?", ["no"],
     ["La respuesta es 7 porque 3 + 4 = 7.",
      "La respuesta es 7, ya que compra 4 más.",
      "Tom tiene 7 manzanas porque compra 4 más."]),
    ("it", "Tom ha 3 mele e ne compra altre 4. Quante mele ha?",
     ["non"], ["La risposta è 7 perché 3 + 4 = 7."]),
    ("pt", "Tom tem 3 maçãs e compra mais 4. Quantas maçãs ele tem?",
     ["não"],
     ["A resposta é 7 porque 3 + 4 = 7.",
      "A resposta é 7, pois ele compra mais 4."]),
    ("ru", "У Тома 3 яблока, и он покупает ещё 4. Сколько у него "
     "яблок?", ["не", "нет"],
     ["Ответ: 7, потому что 3 + 4 = 7.",
      "Ответ 7, так как он покупает ещё 4."]),
    ("sw", "Tom ana tufaha 3 na ananunua 4 zaidi. Ana tufaha ngapi?",
     ["si", "siyo", "hapana"],
     ["Jibu ni 7 kwa sababu 3 + 4 = 7.",
      "Jibu ni 7, kwa kuwa ananunua 4 zaidi."]),
    ("bn", "টমের কাছে 3টি আপেল আছে এবং সে আরও 4টি কেনে। তার কাছে "
     "কতগুলি আপেল আছে?", ["না", "নয়", "নেই"],
     ["উত্তর হল 7, কারণ 3 + 4 = 7।"]),
    ("zh", "汤姆有3个苹果，又买了4个。他有几个苹果？", ["不", "没"],
     ["答案是7，因为3 + 4 = 7。"]),
    ("ja", "トムはりんごを3個持っていて、さらに4個買います。りんごは"
     "何個ですか？", ["ない"],
     ["答えは7です。なぜなら3 + 4 = 7だからです。"]),
]

# negators the rows of no listed language hold too (Dutch, Swedish,
# Polish, Turkish, Vietnamese, Indonesian, Hebrew, Persian, Greek,
# Hungarian, Romanian) and the other listed ones' (Korean, Thai, Hindi,
# Telugu, Arabic)
OTHERS = ["niet", "inte", "nie", "değil", "không", "bukan", "tidak",
          "לא", "نیست", "δεν", "nem", "nu", "아니", "아님", "ไม่",
          "नहीं", "కాదు", "లేదు", "ليس", "لا"]

STOPS = ".。।"

# words of another language's negation that are the statement
# language's own function words ("no", Portuguese's "em" + "o")
OWN = {"pt": ["no"]}


def split_stop(r):
    """r as its body and the stop that ends it ("" for none)."""
    return (r[:-1], r[-1]) if r[-1] in STOPS else (r, "")


def kinds(add):
    every = sorted({w for _k, _p, ws, _r in LANGS for w in ws} |
                   set(OTHERS))
    for kind, p, own, rights in LANGS:
        for r in rights:
            add(kind + "-right", "7", p, r)
            add(kind + "-wrong", "8", p, r)
            body, stop = split_stop(r)
            words = body.split(" ")
            for w in every:
                if w in p:
                    continue    # the problem's own word
                # at the clause's end: nothing after it to negate
                add(kind + "-twin", "7", p, body + " " + w + stop)
                if kind in ("zh", "ja"):
                    add(kind + "-twin", "7", p, body + w + stop)
                if w in own or w in OWN.get(kind, []) or len(words) < 4:
                    continue
                # another language's, inside the reason
                add(kind + "-twin", "7", p, " ".join(
                    words[:-1] + [w] + words[-1:]) + stop)


def main():
    verify_run.usage("hostile_reason92")
    return verify_run.run_kinds(
        "hostile_reason92", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
