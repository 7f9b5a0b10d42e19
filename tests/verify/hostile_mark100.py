#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_mark100.py: an answer phrase or label and its value in eight
languages ("The answer is 7.", "**Answer:** 7 apples", "Die Antwort
ist 7, weil 3 + 4 = 7."), rewarded, and the same with a tilde after the
value, apart from it ("The answer is 7 ~.", "Answer: 7, ~ because he
buys 4 more"), or a question mark between the label and the value
("Answer: ? 7 apples", "Jibu: ?? 7"), or a sign or a word of a
script without spaces between an answer's name and its copula or colon
("La réponse ~ est 7.", "Réponse 不 : 7"), never (issue 26, session 60).

A tilde apart from the value was kept in it and read as TeX's tie, a
space ("7 ~" equal to 7), and the check for a question mark inside the
value's sentence stopped where the phrase's value starts, before the
mark: 74 of this generator's variants were rewarded on session 59's
binary.

usage: hostile_mark100.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Tom has 3 apples and buys 4 more. How many apples does he "
           "have?")

# language: the phrase, a label, the noun, a reason after the value
LANGS = [
    ("en", "The answer is", "Answer:", "apples", "because 3 + 4 = 7"),
    ("de", "Die Antwort ist", "Antwort:", "Äpfel", "weil 3 + 4 = 7"),
    ("fr", "La réponse est", "Réponse :", "pommes", "car 3 + 4 = 7"),
    ("es", "La respuesta es", "Respuesta:", "manzanas",
     "porque 3 + 4 = 7"),
    ("it", "La risposta è", "Risposta:", "mele", "perché 3 + 4 = 7"),
    ("pt", "A resposta é", "Resposta:", "maçãs", "porque 3 + 4 = 7"),
    ("ru", "Ответ равен", "Ответ:", "яблок", "так как 3 + 4 = 7"),
    ("sw", "Jibu ni", "Jibu:", "tufaha", "kwa sababu 3 + 4 = 7"),
]

TILDES = ["{v} ~", "{v}, ~", "{v} ~,", "{v}  ~"]
MARKS = ["? {v}", "?? {v}", "? {v} {n}", "{n} ? {v}", "?{v}"]
INSIDE = ["~", "?", "≈", "不", "ไม่", "ない"]


def kinds(add):
    for lang, phrase, label, noun, why in LANGS:
        rights = [phrase + " {v}.", label + " {v}", "**" + label +
                  "** {v}", phrase + " {v}, " + why + "."]
        if lang == "en":        # the problem's own noun
            rights.append(label + " {v} {n}")
        for r in rights:
            add(lang + "-right", "7", PROBLEM, r.format(v=7, n=noun))
            add(lang + "-wrong", "8", PROBLEM, r.format(v=7, n=noun))
        for t in TILDES:
            v = t.format(v=7)
            add(lang + "-twin", "7", PROBLEM, phrase + " " + v + ".")
            add(lang + "-twin", "7", PROBLEM, phrase + " " + v + " " +
                why + ".")
            add(lang + "-twin", "7", PROBLEM, label + " " + v)
        head, _, cop = phrase.rpartition(" ")
        for m in INSIDE:                # between the name and its copula
            add(lang + "-twin", "7", PROBLEM, head + " " + m + " " + cop +
                " 7.")
            add(lang + "-twin", "7", PROBLEM, label.rstrip(" :") + " " + m +
                ": 7")
        for m in MARKS:
            v = m.format(v=7, n=noun)
            add(lang + "-twin", "7", PROBLEM, label + " " + v)
            add(lang + "-twin", "7", PROBLEM, "**" + label + "** " + v)


def main():
    verify_run.usage("hostile_mark100")
    return verify_run.run_kinds(
        "hostile_mark100", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
