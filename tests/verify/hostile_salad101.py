#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_salad101.py: a last statement whose subject a description
names ("The busy shop sells 60 pens.") and an answer's name in five
languages with the words its language writes between it and the value
("Risposta finale: 7", "A resposta final é 7."), rewarded, and the same
with a negation, a doubt or a condition of any listed language put in
the description or after the answer's name ("The pas shop sells 60
pens.", "The falsch shop sells ...", "La risposta no è 7.", "A resposta
no é 7.", "La si réponse est 7."), or a word of another language in a
statement in the problem's words ("Tom si hat 7 Äpfel."), never (issue
26, session 60).

A description's words were free of the tables but for a list of English
ones (answer_open.c nevers[]); the words after an answer's name were
read as a row of any language's ("no", Portuguese's "in the", after
Italian's "risposta"), a function word even right before the copula;
a word before the name was asked to share no language with it, and a
word the problem lends none with a table word before it ("Tom si hat 7
rote Äpfel." to a German problem): 57 of this generator's variants
were rewarded on session 59's binary (5 more are known holes still).

usage: hostile_salad101.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PENS = ("A shop sells 12 pens a day. How many pens does it sell in 5 "
        "days?")
APPLES = ("Tom has 3 apples and buys 4 more. How many apples does he "
          "have?")

# a negation, a doubt or a condition of each listed language
WORDS = ["pas", "non", "nie", "nicht", "falsch", "faux", "no", "si",
         "não", "niet", "chyba", "belki", "mungkin", "bukan", "talvez",
         "forse", "vielleicht", "peut-être", "quizás", "kein", "jamais",
         "nunca", "не", "не", "不", "않", "না", "नहीं", "ไม่", "hayır"]

DESC = ["The {w} shop sells 60 pens.", "So the {w} shop sells 60 pens.",
        "The shop {w} sells 60 pens.", "Thus the {w} busy shop sells 60 "
        "pens."]
DESC_RIGHT = ["The shop sells 60 pens.", "So the busy shop sells 60 "
              "pens.", "Thus the small shop sells 60 pens."]

# name forms: (language, right forms, twins with {w})
NAMED = [
    ("it", ["Risposta finale: 7", "La risposta finale è 7.",
            "Quindi la risposta è 7."],
     ["La risposta {w} è 7.", "Risposta {w}: 7", "La {w} risposta è 7."]),
    ("pt", ["Resposta final: 7", "A resposta final é 7.",
            "Portanto, a resposta é 7."],
     ["A resposta {w} é 7.", "A resposta no é 7.", "A {w} resposta é 7."]),
    ("fr", ["Réponse finale : 7", "La réponse finale est 7.",
            "Donc la réponse est 7."],
     ["La réponse {w} est 7.", "La {w} réponse est 7."]),
    ("es", ["Respuesta final: 7", "La respuesta final es 7.",
            "Por lo tanto, la respuesta es 7."],
     ["La respuesta {w} es 7.", "La {w} respuesta es 7."]),
    ("de", ["Die endgültige Antwort ist 7.", "Also ist die Antwort 7."],
     ["Die Antwort {w} ist 7.", "Die {w} Antwort ist 7."]),
]


# a statement in the problem's own words in five languages: (language,
# problem, right forms, twins with {w} a word of another language)
OWN = [
    ("de", "Tom hat 3 rote Äpfel und kauft 4 weitere. Wie viele Äpfel "
     "hat er?", ["Tom hat 7 rote Äpfel.", "Also hat Tom 7 Äpfel."],
     ["Tom {w} hat 7 rote Äpfel.", "Tom hat {w} 7 Äpfel."]),
    ("es", "Tom tiene 3 manzanas y compra 4 más. ¿Cuántas manzanas "
     "tiene?", ["Tom tiene 7 manzanas.", "Entonces Tom tiene 7 "
                "manzanas."],
     ["Tom {w} tiene 7 manzanas.", "Tom tiene {w} 7 manzanas."]),
    ("fr", "Tom a 3 pommes et en achète 4 autres. Combien de pommes "
     "a-t-il ?", ["Tom a 7 pommes.", "Donc, Tom a 7 pommes."],
     ["Tom {w} a 7 pommes.", "Donc, Tom a {w} 7 pommes."]),
]
# a word of a listed language's tables, of another than the problem's
OTHER = {"de": ["si", "no", "pas", "non", "não", "forse"],
         "es": ["si", "pas", "nicht", "non", "não", "forse"],
         "fr": ["si", "no", "nicht", "não", "forse", "nunca"]}


def kinds(add):
    for lang, p, rights, twins in OWN:
        for r in rights:
            add("own" + lang + "-right", "7", p, r)
            add("own" + lang + "-wrong", "8", p, r)
        for f in twins:
            for w in OTHER[lang]:
                add("own" + lang + "-twin", "7", p, f.format(w=w))
    for r in DESC_RIGHT:
        add("desc-right", "60", PENS, r)
        add("desc-wrong", "61", PENS, r)
    for f in DESC:
        for w in WORDS:
            add("desc-twin", "60", PENS, f.format(w=w))
    for lang, rights, twins in NAMED:
        for r in rights:
            add(lang + "-right", "7", APPLES, r)
            add(lang + "-wrong", "8", APPLES, r)
        for f in twins:
            for w in WORDS:
                add(lang + "-twin", "7", APPLES, f.format(w=w))


# known holes (family, a string the response holds): a word of no
# listed language in a description, as "blorf" is ("niet", Dutch); a
# word of the answer's own language before its name that no grammar
# puts there ("La si risposta", "A no resposta": the tables read words,
# not their order)
KNOWN = [("desc-twin", "niet"), ("it-twin", "La si risposta"),
         ("pt-twin", "A no resposta")]


def known(v):
    """Is v one of KNOWN's holes?"""
    return any(v["family"] == f and w in v["response"] for f, w in KNOWN)


def main():
    verify_run.usage("hostile_salad101")
    return verify_run.run_kinds(
        "hostile_salad101", verify_run.kind_rows([kinds]), width=8,
        known=known)


if __name__ == "__main__":
    sys.exit(main())
