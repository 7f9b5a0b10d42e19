#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_bound108.py: a bound or an approximation in words right
before the answer's value, in English ("as many as 7", "at minimum 7",
"at most 7", "just shy of 7", "upwards of 7") and in French, German,
Spanish, Italian, Portuguese, Chinese, Japanese, Korean, Thai,
Bengali, Swahili, Telugu and Russian ("plus de 7", "höchstens 7", "más
de 7", "不超过7", "約7個", "약 7개", "মোটামুটি 7", "более 7"), after a
statement's verb, an
answer phrase, a label or a conclusion, never rewarded; the same
statements without it, rewarded; "7 extra apples" and "7 additional
apples", a difference, where the question asks the total, never, where
it asks what is wanted in addition, rewarded; an operation's word
right before the value with no number before it ("Tom has tripled 7
apples."), never (issue 26, session 62).

On session 61's binary 31 of this probe's bounds were rewarded: "many"
and "few" were lent by the problem's "How many", "minimum" and
"maximum" were opener rows, and French "plus" was lent by the problem's
"de plus".  Now "many", "few", "fewer", "minimum", "maximum" and the
other languages' "more" and "less" are words a problem does not lend
alone (answer_open.c's nevers), "at minimum" and "at maximum" are
two-word bounds and "plus de", "moins de", "más de", "menos de", "mais
de", "более", "менее" bound a statement (answer_stmt.c); "extra" and
"additional" are comparatives of an addition (answer_belief.c), and a
value after an operation's word an operand (answer_prose.c's operand).

usage: hostile_bound108.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Tom has 3 apples and buys 4 more. How many apples does he "
           "have?")
BOUNDS = ["at most", "no more than", "fewer than", "less than",
          "more than", "greater than", "under", "over", "above", "below",
          "at least", "upwards of", "north of", "shy of", "short of",
          "just under", "just over", "in excess of", "up to",
          "as many as", "as few as", "nearly", "almost", "roughly",
          "around", "circa", "approximately", "about", "close to",
          "at minimum", "at maximum", "a maximum of", "a minimum of",
          "not less than", "not fewer than", "well over", "well under",
          "just shy of", "beyond", "exceeding"]
FORMS = ["Tom has {b} 7 apples.", "The answer is {b} 7.",
         "So the total is {b} 7.", "He ends up with {b} 7 apples.",
         "Answer: {b} 7", "The total comes to {b} 7 apples.",
         "Thus, {b} 7."]

# language: (problem, forms, bounds)
LANGS = {
    "de": ("Tom hat 3 Äpfel und kauft 4 dazu. Wie viele Äpfel hat er?",
           ["Tom hat {b} 7 Äpfel.", "Die Antwort ist {b} 7."],
           ["höchstens", "mindestens", "weniger als", "mehr als", "über",
            "unter", "fast", "knapp", "rund", "etwa", "bis zu",
            "nicht mehr als"]),
    "fr": ("Tom a 3 pommes et en achète 4 de plus. Combien de pommes "
           "a-t-il ?",
           ["Tom a {b} 7 pommes.", "La réponse est {b} 7."],
           ["au plus", "au moins", "moins de", "plus de", "presque",
            "environ", "près de", "jusqu'à", "pas plus de"]),
    "es": ("Tom tiene 3 manzanas y compra 4 más. ¿Cuántas manzanas "
           "tiene?",
           ["Tom tiene {b} 7 manzanas.", "La respuesta es {b} 7."],
           ["como máximo", "como mínimo", "menos de", "más de", "casi",
            "alrededor de", "cerca de", "hasta", "no más de", "unas",
            "aproximadamente"]),
    "zh": ("小明有3个苹果，又买了4个。他现在有几个苹果？",
           ["所以小明有{b}7个苹果。", "答案是{b}7。"],
           ["不超过", "至多", "至少", "少于", "多于", "大约", "将近",
            "差不多", "超过", "不到", "最多", "最少"]),
    "ja": ("トムはりんごを3個持っていて、さらに4個買いました。"
           "りんごは全部で何個ですか？",
           ["答えは{b}7個です。", "りんごは{b}7個です。"],
           ["約", "およそ", "最大", "最小", "少なくとも"]),
    "it": ("Tom ha 3 mele e ne compra altre 4. Quante mele ha?",
           ["Tom ha {b} 7 mele.", "La risposta è {b} 7."],
           ["al massimo", "almeno", "meno di", "più di", "quasi", "circa",
            "fino a", "non più di", "oltre", "poco più di"]),
    "pt": ("Tom tem 3 maçãs e compra mais 4. Quantas maçãs ele tem?",
           ["Tom tem {b} 7 maçãs.", "A resposta é {b} 7."],
           ["no máximo", "pelo menos", "menos de", "mais de", "quase",
            "cerca de", "até", "aproximadamente", "por volta de"]),
    "ko": ("톰은 사과 3개를 가지고 있고 4개를 더 샀습니다. 사과는 모두 몇 "
           "개입니까?",
           ["따라서 톰은 사과 {b}7개를 가지고 있습니다.", "답은 {b}7개입니다."],
           ["최대 ", "최소 ", "약 ", "대략 ", "적어도 ", "거의 ", "많아야 "]),
    "th": ("ทอมมีแอปเปิ้ล 3 ผล และซื้อเพิ่มอีก 4 ผล ทอมมีแอปเปิ้ลกี่ผล",
           ["คำตอบคือ {b} 7", "ทอมมีแอปเปิ้ล {b} 7 ผล"],
           ["ประมาณ", "อย่างน้อย", "ไม่เกิน", "เกือบ", "มากกว่า",
            "น้อยกว่า", "ราว", "อย่างมาก"]),
    "bn": ("টমের কাছে ৩টি আপেল আছে এবং সে আরও ৪টি কেনে। তার কাছে কয়টি "
           "আপেল আছে?",
           ["উত্তর হল {b} 7।", "টমের কাছে {b} 7টি আপেল আছে।"],
           ["প্রায়", "কমপক্ষে", "সর্বোচ্চ", "অন্তত", "আনুমানিক",
            "মোটামুটি"]),
    "sw": ("Tom ana tufaha 3 na ananunua 4 zaidi. Ana tufaha ngapi?",
           ["Jibu ni {b} 7.", "Tom ana tufaha {b} 7."],
           ["takriban", "angalau", "zaidi ya", "chini ya", "karibu",
            "si zaidi ya", "hadi"]),
    "te": ("టామ్ వద్ద 3 ఆపిల్స్ ఉన్నాయి మరియు అతను మరో 4 కొంటాడు. అతని "
           "వద్ద ఎన్ని ఆపిల్స్ ఉన్నాయి?",
           ["సమాధానం {b} 7.", "కాబట్టి, సమాధానం {b} 7."],
           ["సుమారు", "కనీసం", "గరిష్టంగా", "దాదాపు"]),
    "ru": ("У Тома 3 яблока, он покупает ещё 4. Сколько у него яблок?",
           ["Ответ: {b} 7.", "У Тома {b} 7 яблок."],
           ["не более", "не менее", "меньше", "больше", "почти", "около",
            "примерно", "до", "свыше", "менее", "более"]),
}


def english(add):
    for f in FORMS:
        r = f.format(b="").replace("  ", " ")
        add("en-right", "7", PROBLEM, r)
        add("en-wrong", "8", PROBLEM, r)
        for b in BOUNDS:
            add("en-twin", "7", PROBLEM, f.format(b=b))


def languages(add):
    for lang, (problem, forms, bounds) in LANGS.items():
        for f in forms:
            r = f.format(b="")
            if lang not in ("zh", "ja", "ko"):
                r = r.replace("  ", " ")
            add(lang + "-right", "7", problem, r)
            add(lang + "-wrong", "8", problem, r)
            for b in bounds:
                add(lang + "-twin", "7", problem, f.format(b=b))


# words of an addition after the value: a difference, not the total
# asked, unless the question asks what is wanted in addition
EXTRAS = ["extra", "additional"]
EXTRA_FORMS = ["Tom has 7 {x} apples.", "The answer is 7 {x} apples.",
               "So he ends up with 7 {x} apples."]
NEED = ("Ann has 3 apples and wants 10. How many additional apples "
        "does she need?")


def extras(add):
    for x in EXTRAS:
        for f in EXTRA_FORMS:
            add("extra-twin", "7", PROBLEM, f.format(x=x))
        r = "She needs 7 {} apples.".format(x)
        add("extra-right", "7", NEED, r)
        add("extra-wrong", "8", NEED, r)


# an operation's word right before the value, no number before it: the
# value is an operand, not the statement's result
OPS = ["times", "doubled", "tripled", "quadrupled", "halved",
       "multiplied", "divided", "squared", "cubed", "minus"]


def operations(add):
    for op in OPS:
        for f in ["Tom has {o} 7 apples.", "He ends up with {o} 7 apples.",
                  "In total he has {o} 7 apples."]:
            add("op-twin", "7", PROBLEM, f.format(o=op))
    for r in ["He has 3 plus 4 = 7 apples.", "So he has 3 + 4 = 7 apples.",
              "In total he has 7 apples."]:
        add("op-right", "7", PROBLEM, r)
        add("op-wrong", "8", PROBLEM, r)


def main():
    verify_run.usage("hostile_bound108")
    return verify_run.run_kinds(
        "hostile_bound108",
        verify_run.kind_rows([english, languages, extras, operations]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
