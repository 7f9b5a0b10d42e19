#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_prob81.py: a last statement of a probability, its noun the
subject, in nineteen languages (issue 26, session 57).

Lost on session 56's binary though each states the probability asked:
Thai's noun "ความน่าจะเป็น" holds "น่าจะ" (probably) and was read as a
doubt ("ดังนั้นความน่าจะเป็นคือ 1/3"); Bengali's "সম্ভাবনা" is a doubt's
word too (a chance) and is the noun where the problem asks it
("সুতরাং সম্ভাবনা 1/3।"); the noun in a form the problem does not
write ("olasılık" of "olasılığı", "kebarangkaliannya", "ймовірність",
"probabilidade"), Vietnamese's "xác suất cần tìm" (the probability
sought); a fraction in digits written as Japanese, Korean and Chinese
write it, the denominator first ("3分の1", "3분의 1", "3分之1").
Their doubts (a hedge, "the probability is high that ..."), negations,
bounds and questions stay refused, and a mixed number's fraction
("2と3分の1") is not read alone.

usage: hostile_prob81.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# (kind, problem of a bag of {a} balls, {c} red, asking the chance of
# a red one; rights of the value {v} "c/a", {f} "\\frac{c}{a}", {j} the
# CJK form "a分のc"; twins)
LANGS = (
    ("th", "ในถุงมีลูกบอล {a} ลูก เป็นสีแดง {c} ลูก ความน่าจะเป็นที่จะหยิบได้"
     "ลูกบอลสีแดงเป็นเท่าใด",
     ["ดังนั้นความน่าจะเป็นคือ {v}", "ความน่าจะเป็นเท่ากับ {v}",
      "ดังนั้นความน่าจะเป็นคือ ${f}$", "คำตอบ: ความน่าจะเป็นคือ {v}"],
     ["ความน่าจะเป็นสูงที่คำตอบคือ {v}", "ความน่าจะเป็นน่าจะเป็น {v}",
      "ความน่าจะเป็นอาจเป็น {v}", "ความน่าจะเป็นไม่ใช่ {v}",
      "ความน่าจะเป็นคือ {v} มั้ง", "ความน่าจะเป็นประมาณ {v}",
      "ฉันคิดว่าความน่าจะเป็นคือ {v}", "ความน่าจะเป็นคือ {v} หรือไม่"]),
    ("bn", "একটি ব্যাগে {a}টি বল আছে, তার মধ্যে {c}টি লাল। একটি লাল বল "
     "তোলার সম্ভাবনা কত?",
     ["সুতরাং সম্ভাবনা {v}।", "সুতরাং সম্ভাবনা হল {v}।", "সম্ভাবনা = {v}"],
     ["সম্ভাবনা আছে যে উত্তর {v}।", "সম্ভাবনা সম্ভবত {v}।",
      "সম্ভাবনা {v} নয়।", "উত্তর {v} হওয়ার সম্ভাবনা বেশি।",
      "সম্ভাবনা প্রায় {v}।", "সম্ভাবনা হয়তো {v}।"]),
    ("tr", "Bir torbada {a} top var, {c} tanesi kırmızı. Kırmızı top çekme "
     "olasılığı nedir?",
     ["Dolayısıyla olasılık {v}'tür.", "Olasılık ${f}$ olur.",
      "Bu nedenle olasılık {v}'tür."],
     ["Olasılık muhtemelen {v}'tür.", "Olasılık {v} değildir.",
      "Olasılık belki {v}'tür.", "Olasılık yaklaşık {v}'tür."]),
    ("vi", "Một túi có {a} quả bóng, trong đó {c} quả màu đỏ. Xác suất "
     "lấy được quả bóng đỏ là bao nhiêu?",
     ["Vậy xác suất cần tìm là ${f}$.", "Vậy xác suất cần tìm là {v}."],
     ["Xác suất có lẽ là {v}.", "Xác suất không phải là {v}.",
      "Xác suất cần tìm có thể là {v}.", "Xác suất cần tìm khoảng {v}."]),
    ("pl", "W worku jest {a} kul, z czego {c} czerwone. Jaka jest szansa "
     "wylosowania czerwonej kuli?",
     ["Prawdopodobieństwo wynosi {v}.",
      "Zatem prawdopodobieństwo wynosi ${f}$."],
     ["Prawdopodobieństwo wynosi chyba {v}.",
      "Prawdopodobieństwo nie wynosi {v}.",
      "Prawdopodobieństwo wynosi około {v}.",
      "Prawdopodobieństwo to może {v}."]),
    ("ms", "Sebuah beg mengandungi {a} bola, {c} daripadanya merah. "
     "Apakah kebarangkalian mendapat bola merah?",
     ["Jadi kebarangkaliannya ialah {v}.",
      "Oleh itu, kebarangkalian ialah ${f}$."],
     ["Kebarangkaliannya mungkin {v}.", "Kebarangkaliannya bukan {v}.",
      "Kebarangkalian ialah kira-kira {v}."]),
    ("id", "Sebuah kantong berisi {a} bola, {c} di antaranya merah. Berapa "
     "kemungkinan terambil bola merah?",
     ["Jadi peluangnya adalah {v}.", "Jadi peluangnya {v}."],
     ["Peluangnya mungkin {v}.", "Peluangnya bukan {v}.",
      "Peluangnya sekitar {v}."]),
    ("sw", "Mfuko una mipira {a}, {c} kati yake ni myekundu. Je, nafasi "
     "ya kuchagua mpira mwekundu ni ipi?",
     ["Kwa hivyo, uwezekano ni ${f}$.", "Uwezekano ni {v}."],
     ["Uwezekano labda ni {v}.", "Uwezekano si {v}.",
      "Uwezekano ni takriban {v}."]),
    ("uk", "У мішку {a} куль, з них {c} червоні. Який шанс витягти "
     "червону кулю?",
     ["Отже, ймовірність дорівнює {v}.", "Ймовірність становить ${f}$."],
     ["Ймовірність, мабуть, {v}.", "Ймовірність не {v}.",
      "Ймовірність приблизно {v}."]),
    ("pt", "Um saco tem {a} bolas, {c} delas vermelhas. Qual é a chance "
     "de tirar uma bola vermelha?",
     ["A probabilidade é {v}.", "Portanto, a probabilidade é ${f}$."],
     ["A probabilidade talvez seja {v}.", "A probabilidade não é {v}.",
      "A probabilidade é cerca de {v}."]),
    ("it", "Un sacchetto contiene {a} palline, {c} delle quali rosse. Qual "
     "è la possibilità di estrarre una pallina rossa?",
     ["La probabilità è {v}.", "Quindi la probabilità è ${f}$."],
     ["La probabilità è forse {v}.", "La probabilità non è {v}.",
      "La probabilità è circa {v}."]),
    ("ja", "袋の中に玉が{a}個あり、そのうち{c}個が赤です。赤い玉を取り出す"
     "確率はいくらですか？",
     ["答えは{j}です。", "したがって、確率は{j}です。", "確率は{v}です。",
      "よって求める確率は ${f}$ です。"],
     ["確率はたぶん{j}です。", "確率は{j}ではありません。", "確率は約{j}です。",
      "答えは2と{j}です。", "確率は{j}かもしれません。"]),
    ("ko", "가방에 공이 {a}개 있고 그중 {c}개가 빨간색입니다. 빨간 공을 "
     "꺼낼 확률은 얼마입니까?",
     ["따라서 확률은 {k}입니다.", "답은 {k}입니다.",
      "따라서 확률은 ${f}$입니다."],
     ["확률은 아마 {k}입니다.", "답은 {k}이 아닙니다.", "확률은 약 {k}입니다.",
      "확률은 2와 {k}입니다."]),
    ("zh", "袋子里有{a}个球，其中{c}个是红球。摸到红球的概率是多少？",
     ["所以概率是{z}。", "因此，所求概率为{v}。", "概率为${f}$。"],
     ["概率可能是{z}。", "概率不是{z}。", "概率大概是{v}。", "概率约为{v}。",
      "可能性最大的是{v}。", "答案是二又{z}。"]),
)

# (c, a): the probability c/a, and the wrong reference another's
VALUES = ((1, 3), (2, 5))


def gen(add):
    for kind, problem, rights, twins in LANGS:
        for c, a in VALUES:
            p = problem.format(a=a, c=c)
            w = "%d / %d.\n\n" % (c, a)
            forms = dict(v="%d/%d" % (c, a),
                         f="\\frac{%d}{%d}" % (c, a),
                         j="%d分の%d" % (a, c), k="%d분의 %d" % (a, c),
                         z="%d分之%d" % (a, c))
            ref = "\\frac{%d}{%d}" % (c, a)
            for t in rights:
                r = w + t.format(**forms)
                add(kind + "-right", ref, p, r)
                add(kind + "-wrong", "\\frac{%d}{%d}" % (c, a + 1), p, r)
            for t in twins:
                add(kind + "-twin", ref, p, w + t.format(**forms))


def main():
    verify_run.usage("hostile_prob81")
    return verify_run.run_kinds("hostile_prob81",
                                verify_run.kind_rows([gen]), width=8)


if __name__ == "__main__":
    sys.exit(main())
