#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_rate50.py: a sum of money over a span of time after a dollar
sign ("$18 per day"), under a question that asks it over one span
("How much in dollars does she make every day?"; issue 26, session 38:
"per" was read as the value's unit, so "Janet makes $18 per day." and
"The answer is $18 per day." were not equal to 18), and the same rate
over another span ("$18 per week", "18 dollars per week" asked every
day: rewarded before, the question's span never compared).

usage: hostile_rate50.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded), one a span the question
asks: day, week, hour, month.  Twins: the rate over another span, "per" and a
word that is no span ("$18 per egg"), a bound, a hedge.  And one kind,
adverb: a rate said in one word after the unit ("18 Dollar täglich",
"18 dólares diarios", "18 долларов ежедневно"), right where the question
asks a rate in its own words ("täglich", "todos los días", "в день"),
never where it asks a total (lost before in German, Spanish, French and
Russian: neither the words nor the question's rate were read).
"""
import sys

import verify_run

VALUES = (12, 18, 45, 126, 2040)

# (kind, question, its span's words, the other spans' words)
FRAMES = [
    ("day", "Janet's ducks lay {a} eggs per day. She sells each egg at "
     "the market for $2. How much in dollars does she make every day at "
     "the market?", "day", ("week", "hour", "month")),
    ("day", "A stall sells {a} cups of tea a day at $2 a cup. How many "
     "dollars does it take in each day?", "day", ("week", "hour")),
    ("week", "Tom mows {a} lawns every week and charges $2 a lawn. How "
     "many dollars does he earn each week?", "week", ("day", "hour",
                                                     "month")),
    ("hour", "A printer prints {a} pages an hour and each page costs $2. "
     "How many dollars of pages does it print every hour?", "hour",
     ("day", "minute", "week")),
    ("month", "Ana saves {a} coins each month, and each coin is worth $2. "
     "How many dollars does she save every month?", "month",
     ("day", "week", "year")),
]

RIGHT = [
    "{a} × 2 = {v}.\n\nShe makes ${v} per {s}.",
    "{a} × 2 = {v}.\n\nThe answer is ${v} per {s}.",
    "{a} × 2 = {v}.\n\nSo the total is ${v}.00 per {s}.",
    "{a} × 2 = {v}.\n\nTherefore, ${v} per {s}.",
    "{a} × 2 = {v}.\n\nShe makes {v} dollars per {s}.",
]
TWIN = [
    "{a} × 2 = {v}.\n\nShe makes ${v} per {o}.",
    "{a} × 2 = {v}.\n\nThe answer is ${v} per {o}.",
    "{a} × 2 = {v}.\n\nShe makes {v} dollars per {o}.",
    "{a} × 2 = {v}.\n\nShe makes ${v} per egg.",
    "{a} × 2 = {v}.\n\nShe makes at most ${v} per {s}.",
    "{a} × 2 = {v}.\n\nShe makes about ${v} per {s}.",
    "{a} × 2 = {v}.\n\nShe makes ${v} per {s}, I think.",
    "{a} × 2 = {v}.\n\nShe makes ${v} or ${u} per {s}.",
    "{a} × 2 = {v}.\n\nShe makes less than ${v} per {s}.",
]


# A rate said by one word after the unit ("18 Dollar täglich", "18
# dólares diarios"): right where the question asks a rate in its words
# ("täglich", "todos los días", "в день"), a twin where it asks a total.
# (language, question asking the rate, question asking a total, the
# right statements, the closing statement for a total)
ADVERBS = [
    ("en", "She sells {a} cups a day at $2 each. How many dollars does "
     "she make daily?", "She sold {a} cups at $2 each. How many dollars "
     "did she make in all?", ["So she makes {v} dollars daily."]),
    ("de", "Sie verkauft täglich {a} Tassen zu 2 $. Wie viel Dollar "
     "nimmt sie täglich ein?", "Sie verkaufte {a} Tassen zu 2 $. Wie "
     "viel Dollar nahm sie insgesamt ein?",
     ["Also verdient sie {v} Dollar täglich.",
      "Also nimmt sie {v} Dollar pro Tag ein."]),
    ("es", "Vende {a} tazas al día a 2 $ cada una. ¿Cuántos dólares "
     "gana todos los días?", "Vendió {a} tazas a 2 $ cada una. ¿Cuántos "
     "dólares ganó en total?", ["Por lo tanto, gana {v} dólares diarios."]),
    ("fr", "Elle vend {a} tasses par jour à 2 $ l'une. Combien de "
     "dollars gagne-t-elle tous les jours ?", "Elle a vendu {a} tasses "
     "à 2 $ l'une. Combien de dollars a-t-elle gagné en tout ?",
     ["Donc elle gagne {v} dollars quotidiennement."]),
    ("ru", "Она продаёт {a} чашек в день по 2 доллара. Сколько долларов "
     "она зарабатывает в день?", "Она продала {a} чашек по 2 доллара. "
     "Сколько долларов она заработала всего?",
     ["Итак, она зарабатывает {v} долларов ежедневно."]),
]


def adverbs(add):
    """The rate words' rows, for verify_run.kind_rows."""
    for v in VALUES:
        a = v // 2
        v = 2 * a
        for lang, rate_q, total_q, rights in ADVERBS:
            for t in rights:
                r = "%d × 2 = %d.\n\n" % (a, v) + t.format(v=v)
                add("adverb-right", str(v), rate_q.format(a=a), r)
                add("adverb-wrong", str(v + 1), rate_q.format(a=a), r)
                add("adverb-twin", str(v), total_q.format(a=a), r)


def kinds(add):
    """Every frame's rows, for verify_run.kind_rows."""
    for v in VALUES:
        a = v // 2
        v = 2 * a
        for kind, q, s, others in FRAMES:
            p = q.format(a=a)
            for t in RIGHT:
                r = t.format(a=a, v=v, s=s)
                add(kind + "-right", str(v), p, r)
                add(kind + "-wrong", str(v + 1), p, r)
            for t in TWIN:
                for o in others:
                    add(kind + "-twin", str(v), p,
                        t.format(a=a, v=v, u=v + 2, s=s, o=o))


def main():
    verify_run.usage("hostile_rate50")
    return verify_run.run_kinds("hostile_rate50",
                                verify_run.kind_rows([kinds, adverbs]), width=8)


if __name__ == "__main__":
    sys.exit(main())
