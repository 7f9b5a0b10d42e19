#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_frac82.py: a last statement that gives a probability as a
fraction in words, in seven languages (issue 26, session 57).

Lost on session 56's binary: a fraction in words was read after an
answer phrase only ("The answer is one third."), never in the last
sentence's statement ("So the probability is one third.", "Also ist
die Wahrscheinlichkeit ein Drittel.", "Donc la probabilité est un
tiers.", "Итак, вероятность составляет одну треть.": answer_words.c's
papo_answer_spelled_for wrote a count's words as digits and gave up on
a fraction's).  Their doubts, bounds, negations, a second fraction, a
mixed number ("one and one third"), a sign word and an ordinal ("a
third solution") stay refused.  Spanish's "dos" before a denominator is
not read ("dos quintos"): Portuguese's "dos" (of the) is written so
("dos quartos", of the rooms), and a half's word is a noun's ("dos
meios de comunicação"), so neither stands in a fraction read in words.

usage: hostile_frac82.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# numerator and denominator words: (value, en, de, fr, es, it, pt, ru)
ONE_THIRD = ((1, 3), "one third", "ein Drittel", "un tiers", "un tercio",
             "un terzo", "um terço", "одну треть")
TWO_FIFTHS = ((2, 5), "two fifths", "zwei Fünftel", "deux cinquièmes",
              None, "due quinti", "dois quintos", "две пятых")
THREE_QUARTERS = ((3, 4), "three quarters", "drei Viertel",
                  "trois quarts", "tres cuartos", "tre quarti",
                  "três quartos", "три четверти")

# (kind, index into a value row, problem of a bag of {a} balls, {c} of
# them red, rights of {w} the fraction in words, twins of {w} and of
# {o} another fraction in words)
LANGS = (
    ("en", 1,
     "A bag holds {a} balls, {c} of them red. What is the probability "
     "of drawing a red ball?",
     ["So the probability is {w}.", "Therefore, the probability is {w}.",
      "The probability of drawing a red ball is {w}.",
      "So the probability is {h}."],
     ["So the probability is about {w}.",
      "So the probability is less than {w}.",
      "So the probability is not {w}.", "So the probability is {w} or {o}.",
      "So the probability is one and {w}.",
      "So the probability is minus {w}.",
      "Maybe the probability is {w}.",
      "So the probability is {w}, I think.",
      "Is the probability {w}?",
      "So the probability is {w} of {o}."]),
    ("de", 2,
     "Ein Beutel enthält {a} Kugeln, davon {c} rote. Wie groß ist die "
     "Wahrscheinlichkeit, eine rote Kugel zu ziehen?",
     ["Also ist die Wahrscheinlichkeit {w}.",
      "Die Wahrscheinlichkeit beträgt also {w}."],
     ["Also ist die Wahrscheinlichkeit ungefähr {w}.",
      "Die Wahrscheinlichkeit ist nicht {w}.",
      "Die Wahrscheinlichkeit ist vielleicht {w}.",
      "Die Wahrscheinlichkeit ist {w} oder {o}."]),
    ("fr", 3,
     "Un sac contient {a} boules, dont {c} rouges. Quelle est la "
     "probabilité de tirer une boule rouge ?",
     ["Donc la probabilité est {w}.", "La probabilité vaut donc {w}."],
     ["Donc la probabilité est environ {w}.",
      "La probabilité n'est pas {w}.",
      "La probabilité est peut-être {w}.",
      "La probabilité est {w} ou {o}."]),
    ("es", 4,
     "Una bolsa tiene {a} bolas, {c} de ellas rojas. ¿Cuál es la "
     "probabilidad de sacar una bola roja?",
     ["Por lo tanto, la probabilidad es {w}."],
     ["La probabilidad es aproximadamente {w}.",
      "La probabilidad no es {w}.", "La probabilidad es quizás {w}."]),
    ("it", 5,
     "Un sacchetto contiene {a} palline, di cui {c} rosse. Qual è la "
     "probabilità di estrarre una pallina rossa?",
     ["Quindi la probabilità è {w}."],
     ["La probabilità è circa {w}.", "La probabilità non è {w}.",
      "La probabilità è forse {w}."]),
    ("pt", 6,
     "Um saco tem {a} bolas, {c} delas vermelhas. Qual é a "
     "probabilidade de tirar uma bola vermelha?",
     ["Portanto, a probabilidade é {w}."],
     ["A probabilidade é cerca de {w}.", "A probabilidade não é {w}.",
      "A probabilidade é talvez {w}."]),
    ("ru", 7,
     "В мешке {a} шаров, из них {c} красных. Какова вероятность "
     "вытащить красный шар?",
     ["Итак, вероятность составляет {w}."],
     ["Итак, вероятность составляет примерно {w}.",
      "Вероятность не составляет {w}.",
      "Вероятность, наверное, составляет {w}."]),
)

HYPHENED = {"one third": "one-third", "two fifths": "two-fifths",
            "three quarters": "three-quarters"}


def gen(add):
    for kind, col, problem, rights, twins in LANGS:
        for row, other in ((ONE_THIRD, TWO_FIFTHS),
                           (TWO_FIFTHS, THREE_QUARTERS)):
            (c, a) = row[0]
            p = problem.format(a=a, c=c)
            w, o = row[col], other[col] or THREE_QUARTERS[col]
            if w is None:
                continue
            h = HYPHENED.get(w, w)
            ref = "\\frac{%d}{%d}" % (c, a)
            for t in rights:
                r = t.format(w=w, h=h)
                add(kind + "-right", ref, p, r)
                add(kind + "-wrong", "\\frac{%d}{%d}" % (c, a + 1), p, r)
            for t in twins:
                add(kind + "-twin", ref, p, t.format(w=w, o=o))
    # an ordinal is no fraction; "a third" ends the sentence to be one
    p = LANGS[0][2].format(a=3, c=1)
    add("en-right", "\\frac{1}{3}", p, "So the probability is a third.")
    add("en-twin", "\\frac{1}{3}", p, "So a third ball is red.")
    add("en-twin", "\\frac{1}{3}", p, "So there is a third way to draw.")
    p = LANGS[-1][2].format(a=3, c=1)
    add("ru-right", "\\frac{1}{3}", p, "Итак, вероятность равна одной трети.")


def main():
    verify_run.usage("hostile_frac82")
    return verify_run.run_kinds("hostile_frac82",
                                verify_run.kind_rows([gen]), width=8)


if __name__ == "__main__":
    sys.exit(main())
