#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lang26.py: right answers in the listed languages that main
left unrewarded (issue 26, recall), each kind with its twins: a decimal
comma before a unit ("Die Antwort lautet 1,5 km." for 1500 m), number
words (Portuguese tens and hundreds, Swahili "mia" and "elfu", whose
count follows them), multiple-choice phrasing (traditional and
simplified Chinese "故選B", "所以选B"), Chinese numerals in a last
statement, chat templates' end tokens, and time units after a box.

usage: hostile_lang26.py PAPO_VERIFY [--list]

Right: the statement as written, rewarded.  Twins, none rewarded: the
statement negated or doubted in its language, the same response
against another value (family "wrong"), and a numeral that reads two
ways ("elfu ishirini na tano": 25000 or 20005) against either.  A kind
still lost is listed in LOST and counted apart.
"""
import re
import sys

import verify_run

MC4 = "Which one?\nA. 1\nB. 2\nC. 3\nD. 4"

# (kind, lang, answer, other answer, right, [twins]); a twin is refused
# against the answer.
ROWS = [
    # a decimal comma before a unit
    ("comma", "de", "1500 \\text{ m}", "2500 \\text{ m}",
     "Die Antwort lautet 1,5 km.",
     ["Die Antwort lautet nicht 1,5 km.",
      "Die Antwort lautet vielleicht 1,5 km."]),
    ("comma", "fr", "1500 \\text{ m}", "2500 \\text{ m}",
     "La réponse est 1,5 km.",
     ["La réponse n'est pas 1,5 km.",
      "La réponse est peut-être 1,5 km."]),
    ("comma", "it", "1500 \\text{ m}", "2500 \\text{ m}",
     "La risposta è 1,5 km.",
     ["La risposta non è 1,5 km.", "La risposta è forse 1,5 km."]),
    ("comma", "es", "1500 \\text{ m}", "2500 \\text{ m}",
     "La respuesta es 1,5 km.",
     ["La respuesta no es 1,5 km.", "La respuesta es quizás 1,5 km."]),
    ("comma", "pt", "1500 \\text{ m}", "2500 \\text{ m}",
     "A resposta é 1,5 km.",
     ["A resposta não é 1,5 km.", "A resposta é talvez 1,5 km."]),
    # number words
    ("words", "pt", "40", "41", "A resposta é quarenta.",
     ["A resposta não é quarenta.", "A resposta é talvez quarenta."]),
    ("words", "pt", "42", "43", "A resposta é quarenta e dois.",
     ["A resposta não é quarenta e dois."]),
    ("words", "pt", "4", "5", "A resposta é quatro.",
     ["A resposta não é quatro."]),
    ("words", "pt", "200", "300", "A resposta é duzentos.",
     ["A resposta não é duzentos."]),
    ("words", "pt", "350", "360", "A resposta é trezentos e cinquenta.",
     ["A resposta é talvez trezentos e cinquenta."]),
    ("words", "es", "600", "700", "La respuesta es seiscientos.",
     ["La respuesta no es seiscientos."]),
    ("words", "sw", "1000", "2000", "Jibu ni elfu moja.",
     ["Jibu si elfu moja.", "Jibu ni labda elfu moja."]),
    ("words", "sw", "2000", "3000", "Jibu ni elfu mbili.",
     ["Jibu si elfu mbili."]),
    ("words", "sw", "100", "200", "Jibu ni mia moja.",
     ["Jibu si mia moja."]),
    ("words", "sw", "1200", "1300", "Jibu ni elfu moja na mia mbili.",
     ["Jibu ni labda elfu moja na mia mbili."]),
    ("words", "sw", "320", "330", "Jibu ni mia tatu na ishirini.",
     ["Jibu si mia tatu na ishirini."]),
    ("words", "sw", "0.5", "0.6", "Jibu ni 0,5.",
     ["Jibu si 0,5.", "Jibu ni labda 0,5."]),
    ("words", "bn", "42", "43", "উত্তর বিয়াল্লিশ।",
     ["উত্তর বিয়াল্লিশ নয়।", "উত্তর সম্ভবত বিয়াল্লিশ।"]),
    ("words", "ja", "\\frac{3}{4}", "\\frac{4}{3}", "答えは4分の3です。",
     ["答えは4分の3ではありません。", "答えはたぶん4分の3です。"]),
    ("words", "ko", "\\frac{3}{4}", "\\frac{4}{3}", "답은 4분의 3입니다.",
     ["답은 4분의 3이 아닙니다.", "답은 아마 4분의 3입니다."]),
    # multiple-choice phrasing
    ("choice", "zh", "B", "C", "故選B。", ["故不選B。", "故可能選B。"]),
    ("choice", "zh", "B", "C", "故選 (B)。", ["故不選 (B)。"]),
    ("choice", "zh", "B", "C", "所以選 B。", ["所以不選 B。"]),
    ("choice", "zh", "C", "B", "\\boxed{3}。故選 C。",
     ["\\boxed{3}。故選 B。", "\\boxed{3}。故不選 C。"]),
    ("choice", "zh", "C", "B", "\\boxed{3}。所以選 C。",
     ["\\boxed{3}。所以選 D。"]),
    ("choice", "zh", "B", "C", "所以选B。", ["所以不选B。", "所以可能选B。"]),
    ("choice", "zh", "B", "C", "因此选(B)。", ["因此不选(B)。"]),
    ("choice", "zh", "B", "C", "综上所述，选B。", ["综上所述，不选B。"]),
    ("choice", "en", "D", "C", "The answer is d.",
     ["The answer is not d.", "The answer is probably d."]),
    ("choice", "en", "AD", "AC", "The answers are A and D.",
     ["The answers are not A and D.", "The answers are probably A and D."]),
    ("choice", "es", "AD", "AC", "Las respuestas correctas son A y D.",
     ["Las respuestas correctas no son A y D."]),
    ("choice", "de", "AD", "AC", "Die richtigen Antworten sind A und D.",
     ["Die richtigen Antworten sind nicht A und D."]),
    ("choice", "fr", "AD", "AC", "Les bonnes réponses sont A et D.",
     ["Les bonnes réponses ne sont pas A et D."]),
    ("choice", "pt", "AD", "AC", "As respostas corretas são A e D.",
     ["As respostas corretas não são A e D.",
      "As respostas corretas são talvez A e D."]),
    ("choice", "it", "AD", "AC", "Le risposte corrette sono A e D.",
     ["Le risposte corrette non sono A e D.",
      "Le risposte corrette sono forse A e D."]),
    ("choice", "en", "AD", "AC", "The correct answers are A and D.",
     ["The correct answers are A and D, I think.",
      "The correct answers are A and D if x > 0."]),
    ("choice", "ru", "AD", "AC", "Ответ: А и Г.", ["Ответ: не А и Г."]),
    ("choice", "bn", "B", "C", "উত্তর (খ)।", ["উত্তর (খ) নয়।"]),
    ("choice", "ru", "5", "6", "Ответ — 5.",
     ["Ответ — не 5.", "Ответ — возможно, 5."]),
    ("choice", "ru", "B", "C", "Правильный ответ — Б.",
     ["Правильный ответ — не Б."]),
    # Chinese numerals in a last statement
    ("zhnum", "zh", "42", "43", "综上，一共有四十二个苹果。",
     ["综上，一共可能有四十二个苹果。", "综上，一共没有四十二个苹果。"]),
    ("zhnum", "zh", "15", "16", "因此，總共有十五本書。",
     ["因此，總共沒有十五本書。"]),
    # time units after a box
    ("units", "sw", "3 \\text{ minutes}", "3 \\text{ hours}",
     "Jibu ni \\boxed{3} dakika.", ["Jibu si \\boxed{3} dakika."]),
    ("units", "sw", "3 \\text{ hours}", "3 \\text{ minutes}",
     "Jibu ni \\boxed{3} saa.", ["Jibu si \\boxed{3} saa."]),
    ("units", "sw", "3 \\text{ days}", "3 \\text{ hours}",
     "Jibu ni \\boxed{3} siku.", ["Jibu ni labda \\boxed{3} siku."]),
    ("units", "sw", "3 \\text{ seconds}", "3 \\text{ minutes}",
     "Jibu ni \\boxed{3} sekunde.", ["Jibu si \\boxed{3} sekunde."]),
    ("units", "hi", "3 \\text{ hours}", "3 \\text{ minutes}",
     "उत्तर \\boxed{3} घंटे।", ["उत्तर \\boxed{3} घंटे नहीं।"]),
    ("units", "hi", "3 \\text{ days}", "3 \\text{ hours}",
     "उत्तर \\boxed{3} दिन।", ["उत्तर शायद \\boxed{3} दिन।"]),
    ("units", "bn", "3 \\text{ days}", "3 \\text{ hours}",
     "উত্তর \\boxed{3} দিন।", ["উত্তর \\boxed{3} দিন নয়।"]),
    ("units", "th", "3 \\text{ days}", "3 \\text{ hours}",
     "คำตอบคือ \\boxed{3} วัน", ["คำตอบไม่ใช่ \\boxed{3} วัน"]),
    ("units", "te", "3 \\text{ days}", "3 \\text{ hours}",
     "సమాధానం \\boxed{3} రోజులు.", ["సమాధానం \\boxed{3} రోజులు కాదు."]),
    ("units", "hi", "4200000", "42", "उत्तर \\boxed{42} लाख।",
     ["उत्तर \\boxed{42} लाख नहीं।"]),
    ("units", "bn", "42000", "42", "উত্তর \\boxed{42} হাজার।",
     ["উত্তর \\boxed{42} হাজার নয়।"]),
    ("units", "hi", "3 \\text{ minutes}", "3 \\text{ hours}",
     "उत्तर \\boxed{3} मिनट।", ["उत्तर \\boxed{3} मिनट नहीं।"]),
    ("units", "bn", "3 \\text{ minutes}", "3 \\text{ hours}",
     "উত্তর \\boxed{3} মিনিট।", ["উত্তর \\boxed{3} মিনিট নয়।"]),
]

# the end tokens of real chat templates, after a right answer
ENDS = ["<eos>", "[EOS]", "<|im_end|>", "<|eot_id|>", "<|endoftext|>",
        "</s>", "<end_of_turn>", "<|end|>", "<｜end▁of▁sentence｜>"]

# a word no row names after a box and before a danda ("3 weeks"): no
# value of another unit
UNREAD = [("3 \\text{ hours}", "उत्तर \\boxed{3} सप्ताह।"),
          ("3 \\text{ hours}", "उत्तर \\boxed{3} सप्ताह ।"),
          ("3 \\text{ hours}", "উত্তর \\boxed{3} সপ্তাহ।"),
          ("3 \\text{ hours}", "উত্তর \\boxed{3} সপ্তাহ ।")]

# two readings: 25000 or 20005; never rewarded against either
TWO_WAYS = [("25000", "Jibu ni elfu ishirini na tano."),
            ("20005", "Jibu ni elfu ishirini na tano.")]

# the kinds still lost: (kind, response pattern)
LOST = [
    ("words", r"0,5|বিয়াল্লিশ|4分の3|4분의 3"),
    ("choice", r"answers are|respuestas|Antworten|réponses|А и Г|\(খ\)"
     r"|— Б|综上所述|respostas|risposte"),
    ("zhnum", r"."),
    ("units", r"मिनट।|মিনিট।"),
]


def variants():
    vs = []

    def add(kind, fam, lang, ans, resp):
        v = {"kind": kind, "family": fam, "lang": lang, "answer": ans,
             "response": "Reasoning.\n\n" + resp}
        if kind == "choice":
            v["problem"] = MC4
        vs.append(v)

    for kind, lang, ans, oth, right, twins in ROWS:
        add(kind, "right", lang, ans, right)
        add(kind, "wrong", lang, oth, right)
        for t in twins:
            add(kind, "twin", lang, ans, t)
    for e in ENDS:
        add("end", "right", "en", "42", "The answer is \\boxed{42}." + e)
        add("end", "wrong", "en", "43", "The answer is \\boxed{42}." + e)
        add("end", "twin", "en", "42",
            "The answer is probably \\boxed{42}." + e)
        add("end", "twin", "en", "42",
            "The answer is not \\boxed{42}." + e)
    for ans, r in TWO_WAYS:
        add("words", "twin", "sw", ans, r)
    for ans, r in UNREAD:
        add("units", "twin", "hi", ans, r)
    return vs


def lost(v):
    return any(k == v["kind"] and re.search(p, v["response"])
               for k, p in LOST)


def main():
    verify_run.usage("hostile_lang26")
    vs = variants()
    for v in vs:
        v["rec"] = {k: v[k] for k in ("answer", "response", "problem")
                    if k in v}
        v["args"] = ("--field", "problem=problem")
    return verify_run.run("hostile_lang26", vs,
                          lambda v: v["kind"] + "/" + v["family"],
                          verify_run.is_right, what="right", width=14,
                          lost=lost)


if __name__ == "__main__":
    sys.exit(main())
