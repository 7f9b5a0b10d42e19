#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_step113.py: a step's line of another language right above
the answer whose title is a sentence of the work, a value and its stop
in it ("Schritt 6: Das ergibt insgesamt 24 US-Dollar.\\n\\nAntwort:
24"), is no heading: the answer under it is read as under the same
line in English ("Step 6: This gives 24 dollars."); a title with no
value, a short heading ("Schritt 4: Prüfen (falsch)", "Paso 4:
Verificar (falla)."), stays a heading its words must read (issue 26,
session 63).

On session 62's binary every answer under such a sentence in German,
French, Spanish, Russian, Chinese or Japanese was refused ("under a
heading not recognised"; ChatGPT's MGSM answers in the cross-lingual
prompting outputs write their steps so); now foreign_step_above leaves a
title with a digit and a sentence's stop to the work.

usage: hostile_step113.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Christina buys 12 gift bags at 2 dollars each. How much does "
           "she spend?")
# per language: step's label, sentences of the work ({n} its number),
# the answer's line, a title that is no sentence
LANGS = {
    "de": ("Schritt", ["Das ergibt insgesamt 24 US-Dollar, die Christina "
                       "ausgibt.", "12 x 2 = 24 Dollar.",
                       "Christina gibt also 24 Dollar aus!"],
           "Antwort: 24", ["Prüfen (falsch)", "Prüfen (falsch).",
                           "Vermutung", "Prüfen: stimmt nicht."]),
    "fr": ("Étape", ["Cela donne 24 dollars au total.",
                     "12 x 2 = 24 dollars."],
           "Réponse : 24", ["Vérifier (échoue)", "Vérifier (échoue).",
                            "Supposition"]),
    "es": ("Paso", ["Esto da un total de 24 dólares.",
                    "12 x 2 = 24 dólares."],
           "Respuesta: 24", ["Verificar (falla)", "Verificar (falla).",
                             "Suposición"]),
    "ru": ("Шаг", ["Это даёт 24 доллара.", "12 x 2 = 24 доллара."],
           "Ответ: 24", ["Проверка (неверно)", "Проверка (неверно).",
                         "Догадка"]),
    "zh": ("步骤", ["所以一共是24美元。", "12 x 2 = 24美元。"],
           "答案：24", ["验证（失败）", "验证（失败）。", "猜测"]),
    "ja": ("ステップ", ["合計は24ドルです。", "12 x 2 = 24ドルです。"],
           "答え：24", ["検証（失敗）", "検証（失敗）。", "推測"]),
}


def steps(add):
    for lang, (label, works, answer, titles) in LANGS.items():
        sep = "：" if lang in ("zh", "ja") else ": "
        for n in ["3", "6"]:
            for w in works:
                for gap in ["\n\n", "\n"]:
                    r = "12 x 2 = 24\n\n" + label + " " + n + sep + w + \
                        gap + answer
                    add(lang + "-right", "24", PROBLEM, r)
                    add(lang + "-wrong", "25", PROBLEM, r)
            for t in titles:
                add(lang + "-twin", "24", PROBLEM,
                    "12 x 2 = 24\n\n" + label + " " + n + sep + t + "\n\n" +
                    answer)


def main():
    verify_run.usage("hostile_step113")
    return verify_run.run_kinds(
        "hostile_step113", verify_run.kind_rows([steps]), width=8)


if __name__ == "__main__":
    sys.exit(main())
