#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_groups.py: a number whose digits are grouped by a no-break,
narrow no-break or thin space (U+00A0, U+202F, U+2009), as French,
Russian and other typesetting write thousands ("1 234 567"), after an
answer phrase of the listed languages, in a box, or as a last statement
(issue 26, recall).

usage: hostile_groups.py PAPO_VERIFY [--list]

Right: the number so grouped must be rewarded against its plain digits.
Twins, none rewarded: another number in the same groups (a digit
changed), a group of two digits ("1 23" is not 123's grouping, nor
1230's), two numbers joined by "or" or its language's word, and an
approximation word of the language before the number, in English with
a comma or a plain space too ("The answer is about 1,910.", which
main's binary rewarded: the approximation's check did not find the
number written with separators after an answer phrase).
"""
import random
import sys

import verify_run

SPACES = ["\u00a0", "\u202f", "\u2009"]
# and the separators main read already, whose approximations and
# alternatives it rewarded ("The answer is about 1,910.")
OLD = [",", " "]

# Per language: the statements (G: the number), the word "or", a word
# of approximation.
LANGS = {
    "fr": (["La réponse est G.", "Réponse : G", "Donc, la réponse est G."],
           "ou", "environ"),
    "ru": (["Ответ: G.", "Итак, ответ: G", "Ответ равен G."], "или",
           "примерно"),
    "de": (["Die Antwort ist G.", "Antwort: G"], "oder", "ungefähr"),
    "es": (["La respuesta es G.", "Respuesta: G"], "o", "aproximadamente"),
    "it": (["La risposta è G.", "Risposta: G"], "o", "circa"),
    "pt": (["A resposta é G.", "Resposta: G"], "ou", "aproximadamente"),
    "en": (["The answer is G.", "Final answer: G",
            "Therefore, the answer is $\\boxed{G}$."], "or", "about"),
    "zh": (["答案是 G。", "最终答案：G"], "或", "大约"),
    "sw": (["Jibu ni G.", "Jibu: G"], "au", "takriban"),
}


def grouped(n, sp):
    s = "{:,}".format(n)
    return s.replace(",", sp)


def variants():
    rng = random.Random(2614)
    vs = []

    def add(fam, lang, ans, resp):
        vs.append({"family": fam, "lang": lang, "answer": ans,
                   "response": "Reasoning.\n\n" + resp})

    for lang, (stmts, orw, approx) in LANGS.items():
        for st in stmts:
            for _ in range(6):
                n = rng.choice([rng.randrange(1000, 10000),
                                rng.randrange(10000, 1000000),
                                rng.randrange(1000000, 100000000)])
                sp = rng.choice(SPACES)
                g = grouped(n, sp)
                add("right", lang, str(n), st.replace("G", g))
                if lang == "en":
                    for o in OLD:
                        add("approx", lang, str(n), st.replace(
                            "G", approx + " " + grouped(n, o)))
                        add("approx", lang, str(n), st.replace(
                            "G", "approximately " + grouped(n, o)))
                m = n + rng.choice([1, 10, 100, -1, 1000])
                add("wrong", lang, str(n), st.replace("G", grouped(m, sp)))
                add("or", lang, str(n), st.replace(
                    "G", g + " " + orw + " " + grouped(n + 1, sp)))
                add("approx", lang, str(n), st.replace(
                    "G", approx + " " + g))
                # a group of two digits: not a grouping of the number
                d = str(n)
                add("short", lang, d[:-1], st.replace(
                    "G", d[:-3] + sp + d[-3:-1]))
    return vs


def main():
    verify_run.usage("hostile_groups")
    return verify_run.run("hostile_groups", variants(), lambda v: v["lang"],
                          verify_run.is_right,
                          what="right", width=3)


if __name__ == "__main__":
    sys.exit(main())
