#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_noun.py: a word with letters outside ASCII right after the
value is the noun it counts only when it has a noun's shape in the
sentence's language, or is the problem's.

usage: hostile_noun.py PAPO_VERIFY [--list]

Issue 26 (found by the lead): papo-verify read any word holding a byte
over 0x7f right after the value as the value's noun ("42 maçãs", "42
Äpfel"), so "The answer is \\boxed{7} réfuté." and "\\boxed{7},
şüpheli." were rewarded.  Twins: words and whole clauses of doubt,
negation, condition and correction, with diacritics, in French,
Spanish, Portuguese, Italian, German, Turkish, Polish, Vietnamese,
Romanian, Czech, Hungarian, Russian, Ukrainian and Greek (whose
adverbs end as no noun after a numeral does), after a box, a bold value and an answer
phrase's value, in a sentence of their language and in an English one,
with and without a comma, with and without problem text: none may be
rewarded; nor an English plural set apart from a box by a comma
("\\boxed{42}, guesses.").  Controls: real nouns after values as models write them in
each language (the Romance plural, the German capitalised noun, a
noun the problem names, a unit) must all be rewarded.  Random but
seeded: the same variants every run.

Prints each variant judged wrongly and a count per language; exits 1
when a twin is rewarded or a control is not.  --list writes the
variants (JSONL) instead of running them.
"""
import random
import sys

import verify_run

VALUES = ["7", "42", "12", "250", "3.5"]

# Per language: answer statements (G for the value) and the problem a
# record may carry (its words never the twins').
FRAMES = {
    "fr": (["La réponse est G", "Donc la réponse finale est G",
            "La bonne réponse est G"],
           "Combien de pommes Marie a-t-elle en tout ?"),
    "es": (["La respuesta es G", "Por lo tanto, la respuesta final es G",
            "La respuesta correcta es G"],
           "¿Cuántas manzanas tiene Juan en total?"),
    "pt": (["A resposta é G", "Portanto, a resposta final é G",
            "A resposta correta é G"],
           "Quantas maçãs tem João ao todo?"),
    "it": (["La risposta è G", "Quindi la risposta finale è G",
            "La risposta corretta è G"],
           "Quante mele ha Marco in tutto?"),
    "de": (["Die Antwort ist G", "Also ist die endgültige Antwort G",
            "Die richtige Antwort ist G"],
           "Wie viele Äpfel hat Anna insgesamt?"),
    "tr": (["Cevap G", "Bu nedenle cevap G", "Doğru cevap G"],
           "Ali'nin toplam kaç elması var?"),
    "pl": (["Odpowiedź to G", "Zatem odpowiedź wynosi G",
            "Ostateczna odpowiedź to G"],
           "Ile jabłek ma Jan w sumie?"),
    "vi": (["Đáp án là G", "Vậy đáp án cuối cùng là G"],
           "Lan có tất cả bao nhiêu quả táo?"),
    "ro": (["Răspunsul este G", "Deci răspunsul final este G"],
           "Câte mere are Ion în total?"),
    "cs": (["Odpověď je G", "Takže konečná odpověď je G"],
           "Kolik jablek má Jan celkem?"),
    "hu": (["A válasz G", "Tehát a végső válasz G"],
           "Hány almája van Annának összesen?"),
    "ru": (["Ответ: G", "Итак, ответ: G", "Окончательный ответ: G"],
           "Сколько всего яблок у Маши?"),
    "uk": (["Відповідь: G", "Отже, відповідь: G"],
           "Скільки всього яблук у Марії?"),
    "el": (["Η απάντηση είναι G", "Άρα η τελική απάντηση είναι G"],
           "Πόσα μήλα έχει η Μαρία συνολικά;"),
}

ENGLISH = ["The answer is G", "So the final answer is G",
           "Therefore, the answer is G"]
EN_PROBLEM = "How many apples does Tom have in total?"

# Per language: words and clauses that doubt, deny, condition or
# correct the value, each holding a letter outside ASCII (the first
# word so, but for a few ASCII ones that main refuses too).
TWINS = {
    "fr": ["réfuté", "erroné", "présumé", "à vérifier", "à revoir",
           "sûrement faux", "évidemment faux", "réfuté par le calcul",
           "à condition que n soit pair", "éventuellement",
           "hypothétiquement", "très incertain", "à peu près",
           "rectifié plus bas", "non vérifié"],
    "es": ["erróneo", "inválido", "según creo", "también podría ser 8",
           "aún por verificar", "sólo si n es par", "todavía dudoso",
           "quizá", "difícil de asegurar", "está mal", "incorrecto"],
    "pt": ["errôneo", "inválido", "não confirmado", "não tenho certeza",
           "é falso", "também pode ser 8", "incorreção minha",
           "só se n for par", "provável", "duvidoso", "errado"],
    "it": ["però non sono sicuro", "può darsi", "è sbagliato",
           "perché non ne sono certo", "più o meno", "sbagliato",
           "però forse è 8", "errato", "finché n è pari"],
    "de": ["ungültig", "möglicherweise", "höchstwahrscheinlich falsch",
           "fälschlich", "könnte falsch sein", "überholt",
           "nicht überprüft", "vermutlich", "wäre möglich", "falsché",
           "falsch", "ungefähr"],
    "tr": ["şüpheli", "yanlış", "yanılmıyorsam", "sanırım", "değil",
           "belki de yanlış", "doğru değil", "kesin değil", "galiba",
           "emin değilim", "şartıyla"],
    "pl": ["błędny", "błędnie", "chyba źle", "źle", "może",
           "wątpliwe", "prawdopodobnie błędne", "nie jestem pewien",
           "jeśli n jest parzyste"],
    "vi": ["sai", "có lẽ", "không chắc", "chưa chắc", "không đúng",
           "sai rồi", "nếu n chẵn", "có thể sai"],
    "ro": ["greșit", "probabil", "poate", "nu sunt sigur", "îndoielnic",
           "dacă n este par"],
    "cs": ["špatně", "možná", "nejsem si jistý", "chybně",
           "pokud je n sudé"],
    "hu": ["hibás", "talán", "nem biztos", "téves", "ha n páros"],
    "ru": ["сомнительно", "ошибочно", "спорно", "недостоверно",
           "сомнительно, но пусть так"],
    "uk": ["сумнівно", "помилково", "неточно", "сумнівно, але нехай"],
    "el": ["λάθος", "ίσως", "πιθανώς", "αμφίβολο", "μάλλον λάθος"],
}

# Per language: controls, whole statements (G for the value) that name
# the noun counted after it, and the problem they stand under (None:
# none).  A noun with no shape of its own after a numeral (Turkish,
# Polish, Vietnamese; Italian's plural in -à) is the problem's; so is
# one no row of nouns counted lists ("châteaux", "canciones": a noun's
# shape alone is no noun recognised, lib/verify/answer_rest.c).
CONTROLS = {
    "fr": [("La réponse est \\boxed{G} élèves.", None),
           ("Il y a \\boxed{G} élèves.", None),
           ("La réponse est **G** pièces.", None),
           ("La réponse est G châteaux.",
            "Combien de châteaux le roi possède-t-il ?"),
           ("La réponse est \\boxed{G} élèves.",
            "Combien d'élèves y a-t-il ?")],
    "es": [("La respuesta es \\boxed{G} años.", None),
           ("La respuesta es **G** canciones.",
            "¿Cuántas canciones canta Ana?"),
           ("La respuesta es G años.", None),
           ("La respuesta es \\boxed{G} niñas.",
            "¿Cuántas niñas hay en la clase?")],
    "pt": [("A resposta é \\boxed{G} maçãs.", None),
           ("A resposta é **G** lições.", None),
           ("A resposta é G maçãs.", None),
           ("A resposta é \\boxed{G} maçãs.",
            "Quantas maçãs tem João?")],
    "it": [("La risposta è \\boxed{G} città.",
            "Quante città visita Marco?"),
           ("La risposta è \\boxed{G} mele.", None)],
    "de": [("Die Antwort ist \\boxed{G} Äpfel.", None),
           ("Die Antwort ist G Äpfel.", None),
           ("Die Antwort ist **G** Übungen.", None),
           ("Die Antwort ist \\boxed{G} Äpfel.",
            "Wie viele Äpfel hat Anna?")],
    "tr": [("Cevap G elma.", "Ali'nin kaç elma var?"),
           ("Cevap \\boxed{G} öğrenci.", "Sınıfta kaç öğrenci var?")],
    "pl": [("Odpowiedź to \\boxed{G} jabłka.", "Ile jabłka ma Jan?"),
           ("Odpowiedź to G złotych.", "Ile złotych ma Jan?")],
    "vi": [("Đáp án là \\boxed{G} quả táo.",
            "Lan có bao nhiêu quả táo?")],
    "en": [("The answer is \\boxed{G} maçãs.",
            "João has 3 maçãs and buys more. How many maçãs?"),
           ("The answer is \\boxed{G} Äpfel.",
            "Anna hat 3 Äpfel. Wie viele Äpfel?"),
           ("The answer is \\boxed{G} apples.", None)],
    "ru": [("Ответ: \\boxed{G} яблок.", None), ("Ответ: G рублей.", None),
           ("Итого G учеников.", None)],
    "uk": [("Відповідь: G яблук.", None), ("Відповідь: **G** гривень.",
                                            None)],
    # Greek: no control; a language papo-verify does not list is no
    # answer, never a guess (hostile_red15: a last statement with a
    # Greek word is refused, "Η απάντηση είναι 42 μαθητές." too)
}


def fill(frame, g):
    return frame.replace("G", g)


def value_forms(v):
    return ["\\boxed{%s}" % v, "**%s**" % v, v]


def twins(rng):
    """Each twin word or clause after each form of the value, in its
    language's frames and the English ones, with or without a comma,
    with or without the problem."""
    for lang, words in TWINS.items():
        frames, problem = FRAMES[lang]
        for w in words:
            for v in rng.sample(VALUES, 3):
                for g in value_forms(v):
                    for fr, prob in ((rng.choice(frames), problem),
                                     (rng.choice(ENGLISH), EN_PROBLEM)):
                        for sep in (" ", ", "):
                            for p in (None, prob):
                                yield ("twin", lang, v,
                                       fill(fr, g) + sep + w + ".", p, w)


# Words of an English plural's shape after a box and its comma: a noun
# counted is never set apart from its value so (none in the corpus's
# boxed responses), a hedge or a remark is.
COMMA = ["guesses", "estimates", "assumptions", "errors", "doubts",
         "caveats", "approximations"]


def commas(rng):
    for w in COMMA:
        for v in rng.sample(VALUES, 2):
            for fr in ENGLISH:
                for p in (None, EN_PROBLEM):
                    yield ("comma", "en", v, fill(fr, "\\boxed{%s}" % v) +
                           ", " + w + ".", p, w)


def controls():
    for lang, rows in CONTROLS.items():
        for t, p in rows:
            for v in VALUES:
                yield "control", lang, v, fill(t, v), p, t


# A unit papo names but cannot convert ("ha", "atm") after a box, then
# words of an unlisted language (h23-holes13): with no problem only the
# first word after the unit was read, so "\\boxed{7} ha n páros." was
# rewarded; each word of a spaced script beyond ASCII is read now.
# Controls: the unit alone, and a listed language's words after it.
UNITS = ["ha", "atm", "hp", "psi", "acres", "bar"]
UNIT_TWINS = {"hu": ["n páros", "n páratlan esetén", "x pozitív"],
              "cs": ["n sudé", "když n je liché"],
              "ro": ["n e pară", "dacă n este par"],
              "el": ["n άρτιο"]}
UNIT_KEPT = [("es", "de superficie"), ("en", "in total")]


def unit_rows():
    for i, u in enumerate(UNITS):
        v = VALUES[i % len(VALUES)]
        for lang, tails in UNIT_TWINS.items():
            for t in tails:
                yield ("twin", lang, v, "\\boxed{%s} %s %s." % (v, u, t),
                       None, u + " " + t)
        for lang, t in UNIT_KEPT:
            yield ("control", lang, v, "\\boxed{%s} %s %s." % (v, u, t),
                   None, t)
        yield ("control", "en", v, "\\boxed{%s} %s." % (v, u), None, u)


def known(v):
    """A hole of other rules than the accented noun's, counted apart (at
    most 3, t-verify-hostile-noun.sh): a twin whose first word is ASCII
    in a language papo has no rows for ("\\boxed{7} ha n páros.": "ha"
    read as hectares, then with no problem the words after the noun are
    not read).  ("**7** poate." closed in round 20: an ASCII word right
    after a bold number is its noun only with a noun's shape or as a
    unit.  "\\boxed{7} nem biztos." closed by h22-holes12: an English
    plural's shape after other words is the problem's plural, or with no
    problem follows a count's adjectives, answer_rest.c's
    papo_frame_plural_counted; main (f72df79) had 18 known.  "\\boxed{7}
    ha n páros." closed by h23-holes13: with no problem, the words after
    the first beyond ASCII are read too (answer_find.c,
    spaced_rest_known); main (a887554) had 39 known with unit_rows', 3
    before them, now 0.)"""
    return v["family"] == "twin" and v["word"].split()[0].isascii()


def main():
    verify_run.usage("hostile_noun")
    rng = random.Random(2626)
    vs = []
    for f, lang, a, r, p, w in list(twins(rng)) + list(commas(rng)) + \
            list(controls()) + list(unit_rows()):
        rec = {"family": f, "lang": lang, "answer": a, "response": r,
               "word": w}
        if p is not None:
            rec["problem"] = p
        vs.append(rec)
    return verify_run.run(
        "hostile_noun", vs, lambda v: v["lang"],
        lambda v: v["family"] == "control", known, width=3)


if __name__ == "__main__":
    sys.exit(main())
