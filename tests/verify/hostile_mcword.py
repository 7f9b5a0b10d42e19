#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_mcword.py: an option letter named in the words of a listed
language after its answer phrase: an article, a noun of options, or
both ("La respuesta correcta es la B.", "A resposta correta é a letra
C.", "Resposta: letra D", "Ответ: вариант B.", "正确答案是选项 B。",
"정답은 B번입니다.", "คำตอบที่ถูกต้องคือ ข้อ B", "Jibu sahihi ni chaguo
B.") (issue 26, recall: option letters as models write them).

usage: hostile_mcword.py PAPO_VERIFY [--list]

Right: each form with each letter, the problem listing the options A
to D, must be rewarded against the letter.  Twins, none rewarded:
another letter; two letters joined by the language's "or"; a hedge of
hostile_lang.py before the phrase; one of its clauses after the letter
(a doubt, a condition, a take-back); a negation before the letter.
"""
import sys

import hostile_lang
import verify_run

PROBLEM = "Which is largest?\nA) 3\nB) 7\nC) 5\nD) 1"

# Per language: the statements (G: the letter), the word "or" with its
# article, a negated statement.
FORMS = {
    "es": (["La respuesta correcta es la G.",
            "La opción correcta es la G.",
            "Por lo tanto, la respuesta correcta es la opción G."],
           " o la ", "La respuesta correcta no es la G."),
    "pt": (["A resposta correta é a G.", "A resposta correta é a letra G.",
            "Portanto, a resposta é a alternativa G.",
            "Resposta: letra G"],
           " ou a ", "A resposta correta não é a G."),
    "it": (["La risposta corretta è la G.",
            "La risposta corretta è l'opzione G."],
           " o la ", "La risposta corretta non è la G."),
    "fr": (["La bonne réponse est la G.", "La réponse est l'option G."],
           " ou la ", "La bonne réponse n'est pas la G."),
    "de": (["Die richtige Antwort lautet G.",
            "Die richtige Antwort ist Option G."],
           " oder ", "Die richtige Antwort ist nicht G."),
    "ru": (["Ответ: вариант G.", "Правильный ответ: вариант G."],
           " или ", "Ответ: не вариант G."),
    "zh": (["正确答案是选项 G。", "答案：选项G"], "或", "正确答案不是选项 G。"),
    "ko": (["정답은 G번입니다.", "답: G번"], " 또는 ", "정답은 G번이 아닙니다."),
    "th": (["คำตอบที่ถูกต้องคือ ข้อ G", "คำตอบคือ ข้อ G"], " หรือ ข้อ ",
           "คำตอบที่ถูกต้องไม่ใช่ ข้อ G"),
    "sw": (["Jibu sahihi ni chaguo G.", "Jibu ni chaguo G."], " au ",
           "Jibu sahihi si chaguo G."),
}


def variants():
    vs = []

    def add(fam, lang, ans, resp):
        vs.append({"family": fam, "lang": lang, "answer": ans,
                   "problem": PROBLEM, "response": "Let me think.\n\n" +
                   resp})

    for lang, (stmts, orw, neg) in FORMS.items():
        end, after, before = hostile_lang.LANGS[lang][1:4]
        for st in stmts:
            body = st[:-len(end)] if end and st.endswith(end) else st
            for g, o in (("A", "C"), ("B", "D"), ("C", "A"), ("D", "B")):
                add("right", lang, g, st.replace("G", g))
                add("wrong", lang, o, st.replace("G", g))
                add("or", lang, g, st.replace("G", g + orw + o))
                for h in after:
                    add("after", lang, g, body.replace("G", g) +
                        hostile_lang.sep_of(lang, h) + h + end)
                for b in before:
                    sp = "" if lang in ("zh", "ja") else " "
                    s0 = st if lang in ("th", "ko", "zh") else \
                        st[:1].lower() + st[1:]
                    add("before", lang, g, b + sp + s0.replace("G", g))
        for g in "ABCD":
            add("negated", lang, g, neg.replace("G", g))
    return vs


def main():
    verify_run.usage("hostile_mcword")
    return verify_run.run("hostile_mcword", variants(), lambda v: v["lang"],
                          verify_run.is_right,
                          what="right", width=3)


if __name__ == "__main__":
    sys.exit(main())
