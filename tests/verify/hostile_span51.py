#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_span51.py: a rate over another span of time than the
question's, said in the words after the unit ("40 dollars a week", "40
Dollar pro Woche", "40 dólares semanales", "40 долларов в неделю") where
the question asks it over one span in its own words ("How much money
does she make each day?", "Wie viel verdient sie täglich?"), and a
quantity of another kind than the question's words ask ("40 km/h" for
"How far does it go?", "3 hours" for "How tall is it?"; issue 26,
session 39: both rewarded before, the answer's span and kind never
compared with the question's).

usage: hostile_span51.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): a language each, en, de, fr,
es, it, pt, ru, whose twins are the same statement over another span;
and kind, whose twins are another dimension than the question's words
("how far", "how tall", "how old", "how long", "how heavy", "wie weit",
"how much money", "What is its speed?", "Find the mass").
"""
import sys

import verify_run

VALUES = (12, 18, 40, 126, 2040)

# span: (en noun, en adverb)
SPANS = ("day", "week", "month", "hour")

# language: the question over a span ({s}: that span's words), and the
# closing statements over a span ({r}: the rate's words, a form a row)
LANGS = {
    "en": ("Janet sells {a} cups at $2 a cup. How much money does she "
           "make {q}?",
           {"day": ("each day", "every day", "a day", "per day"),
            "week": ("each week", "a week", "per week"),
            "month": ("each month", "a month", "per month"),
            "hour": ("each hour", "an hour", "per hour")},
           {"day": ("a day", "each day", "every day", "per day", "daily"),
            "week": ("a week", "each week", "every week", "per week",
                     "weekly"),
            "month": ("a month", "every month", "monthly"),
            "hour": ("an hour", "per hour", "hourly")},
           ("So she makes {v} dollars {r}.", "The answer is {v} dollars "
            "{r}.")),
    # a currency sign before the value, a span's adverb alone after it
    # ("$18 daily": the adverb was read as the value's unit, another
    # than the dollars asked; session 40)
    "en-sign": ("Janet sells {a} cups at $2 a cup. How much in dollars "
                "does she make {q}?",
                {"day": ("each day", "every day", "a day", "per day"),
                 "week": ("each week", "a week", "per week"),
                 "month": ("each month", "a month", "per month"),
                 "hour": ("each hour", "an hour", "per hour")},
                {"day": ("daily", "a day", "per day"),
                 "week": ("weekly", "a week"),
                 "month": ("monthly", "a month"),
                 "hour": ("hourly", "an hour")},
                ("So she makes ${v} {r}.", "The answer is ${v} {r}.",
                 "In total, she earns {v} {r}.")),
    "de": ("Janet verkauft {a} Tassen zu 2 Dollar. Wie viel Geld "
           "verdient sie {q}?",
           {"day": ("pro Tag", "jeden Tag", "täglich"),
            "week": ("pro Woche", "jede Woche", "wöchentlich"),
            "month": ("pro Monat", "jeden Monat", "monatlich"),
            "hour": ("pro Stunde", "jede Stunde", "stündlich")},
           {"day": ("pro Tag", "am Tag", "täglich"),
            "week": ("pro Woche", "wöchentlich"),
            "month": ("pro Monat", "im Monat", "monatlich"),
            "hour": ("pro Stunde", "stündlich")},
           # the subject first, no connective: session 40 (the rate
           # read in English only, "am Tag" in no row)
           ("Also verdient sie {v} Dollar {r}.", "Die Antwort ist {v} "
            "Dollar {r}.", "Sie verdient {v} Dollar {r}.")),
    "fr": ("Janet vend {a} tasses à 2 dollars. Combien d'argent "
           "gagne-t-elle {q} ?",
           {"day": ("par jour", "chaque jour", "tous les jours"),
            "week": ("par semaine", "chaque semaine"),
            "month": ("par mois", "chaque mois"),
            "hour": ("par heure", "chaque heure")},
           {"day": ("par jour", "quotidiennement"),
            "week": ("par semaine",),
            "month": ("par mois",),
            "hour": ("par heure",)},
           ("Donc elle gagne {v} dollars {r}.", "La réponse est {v} "
            "dollars {r}.")),
    "es": ("Janet vende {a} tazas a 2 dólares. ¿Cuánto dinero gana "
           "{q}?",
           {"day": ("cada día", "al día", "por día", "todos los días"),
            "week": ("cada semana", "a la semana", "por semana"),
            "month": ("cada mes", "al mes", "por mes"),
            "hour": ("cada hora", "por hora", "a la hora")},
           {"day": ("al día", "por día", "diarios"),
            "week": ("a la semana", "por semana", "semanales"),
            "month": ("al mes", "por mes", "mensuales"),
            "hour": ("por hora",)},
           ("Por lo tanto, gana {v} dólares {r}.", "La respuesta es {v} "
            "dólares {r}.")),
    "it": ("Janet vende {a} tazze a 2 dollari. Quanti soldi guadagna "
           "{q}?",
           {"day": ("al giorno", "ogni giorno"),
            "week": ("alla settimana", "ogni settimana"),
            "month": ("al mese", "ogni mese")},
           {"day": ("al giorno",),
            "week": ("alla settimana",),
            "month": ("al mese",)},
           ("Quindi guadagna {v} dollari {r}.", "La risposta è {v} "
            "dollari {r}.")),
    "pt": ("Janet vende {a} xícaras a 2 dólares. Quanto dinheiro ela "
           "ganha {q}?",
           {"day": ("por dia", "todos os dias", "cada dia"),
            "week": ("por semana", "cada semana"),
            "month": ("por mês", "cada mês")},
           {"day": ("por dia", "diários"),
            "week": ("por semana", "semanais"),
            "month": ("por mês", "mensais")},
           ("Portanto, ela ganha {v} dólares {r}.", "A resposta é {v} "
            "dólares {r}.")),
    # Thai, no spaces between words: per (ต่อ) or every (ทุก) and the
    # span right after the unit (session 40: lost, or read whole as a
    # noun the problem writes)
    "th": ("เจเน็ตขายถ้วย {a} ใบ ใบละ 2 ดอลลาร์ เธอได้เงินกี่ดอลลาร์{q}",
           {"day": ("ทุกวัน", "ต่อวัน"),
            "week": ("ทุกสัปดาห์", "ต่อสัปดาห์"),
            "month": ("ทุกเดือน", "ต่อเดือน")},
           {"day": ("ต่อวัน", "ทุกวัน"),
            "week": ("ต่อสัปดาห์", "ทุกสัปดาห์"),
            "month": ("ต่อเดือน", "ทุกเดือน")},
           ("ดังนั้น เธอได้เงิน {v} ดอลลาร์{r}", "เธอได้เงิน {v} ดอลลาร์{r}")),
    "ru": ("Джанет продаёт {a} чашек по 2 доллара. Сколько денег она "
           "зарабатывает {q}?",
           {"day": ("в день", "каждый день", "ежедневно"),
            "week": ("в неделю", "еженедельно"),
            "month": ("в месяц", "ежемесячно")},
           {"day": ("в день", "ежедневно"),
            "week": ("в неделю", "еженедельно"),
            "month": ("в месяц", "ежемесячно")},
           ("Итак, она зарабатывает {v} долларов {r}.",
            "Ответ: {v} долларов {r}.")),
}


def spans(add):
    """Each language's rows: its question over each span, the answer's
    statements over the same span (right, and wrong against another
    value) and over every other span (twins)."""
    for v in VALUES:
        a = v // 2
        v = 2 * a
        for lang, (q, asked, said, closes) in LANGS.items():
            for s, qs in asked.items():
                for qw in qs:
                    p = q.format(a=a, q=qw)
                    for c in closes:
                        for o, rs in said.items():
                            for r in rs:
                                t = ("%d × 2 = %d.\n\n" % (a, v) +
                                     c.format(v=v, r=r))
                                if o == s:
                                    add(lang + "-right", str(v), p, t)
                                    add(lang + "-wrong", str(v + 1), p, t)
                                else:
                                    add(lang + "-twin", str(v), p, t)


# The question's words that ask a quantity of one kind, naming no unit:
# (question, the answer's unit of that kind, units of other kinds)
KINDS = [
    ("A car drives {d} km in 2 hours. How far does it go?", "km",
     ("km/h", "hours", "km^2")),
    ("A tower's shadow is {d} m long. How tall is the tower?", "meters",
     ("m/s", "s", "kg")),
    ("A tree grows 1 m a year. How high is it after {v} years?",
     "meters", ("m/year", "years")),
    ("A well is dug {d} m down. How deep is the well?", "meters",
     ("m/h", "hours")),
    ("Tom was born {v} years ago. How old is Tom?", "years",
     ("km", "years/day", "kg")),
    ("A trip takes {d} minutes. How long does the trip take?",
     "minutes", ("km/minute", "kg")),
    ("A rope is cut into {d} m. How long is the rope?", "meters",
     ("m/s", "kg")),
    ("A box holds {d} kg. How heavy is the box?", "kg",
     ("kg/m", "m", "hours")),
    ("Ein Auto fährt {d} km in 2 Stunden. Wie weit fährt es?", "km",
     ("km/h", "Stunden")),
    # a noun after an asking word names the kind ("What is its speed?")
    ("A car drives {v} km each hour for 2 hours. What is its speed?",
     "km/h", ("km", "hours")),
    ("A car covers 2 km in 2 minutes. What is the average speed?",
     "km/minute", ("km", "minutes")),
    ("A farm has {d} fields of one hectare each. What is the area of the "
     "farm?", "hectares", ("meters", "m^3", "hours")),
    ("A tank holds {d} liters. What is the volume of the tank?",
     "liters", ("m^2", "kg")),
    ("Janet sells {d} cups at $1 each. How much money does she make?",
     "dollars", ("hours", "kg", "cups per hour")),
    ("A pump takes {d} minutes. How much time does the pump take?",
     "minutes", ("liters", "km")),
    ("A rock weighs {d} kg on a scale. Find the mass of the rock.",
     "kg", ("m", "seconds")),
    ("A car in the slow lane drives at 30 miles per hour. Calculate the "
     "time it takes to cover a distance of {d} miles?", "hours",
     ("miles per hour",)),
]
KIND_SAID = ("So the answer is {v} {u}.", "It is $\\boxed{{{v} \\text{{ {u}}}}}$.",
             "It is $\\boxed{{{v} {u}}}$.")
# a unit symbol of one letter, read as the unit where the question asks
# its kind ("12 m" for "How long is each piece?": lost before, m read
# as a letter), never where it asks another (the rope in metres: "12
# m" for a rope of 24 cm is no half of it, session 40)
KINDS += [
    ("A rope of {d2} m is cut in half. How long is each piece?", "m",
     ("m/s", "kg", "m^2")),
    ("A bag holds {d} beads. How heavy is the bag?", "g",
     ("m", "s", "km")),
    ("A field is {d} by 1. What is the area of the field?", "m^2",
     ("m", "m^3", "s")),
    # a unit the problem's text names ("{d} m by 1 m") is not the asked
    # one where the question asks another kind (an area)
    ("A field is {d} m by 1 m. What is the area of the field?", "m^2",
     ("m", "m^3", "s")),
]


def kinds(add):
    """The kind rows: the question's own kind right, another twin."""
    for v in VALUES:
        for q, unit, others in KINDS:
            p = q.format(d=v, v=v, d2=2 * v)
            for c in KIND_SAID:
                t = "We read the problem.\n\n" + c.format(v=v, u=unit)
                if len(unit) <= 3 or c != KIND_SAID[2]:
                    # a unit's word in math unmarked ("\\boxed{12
                    # hectares}") reads as letters: no form of this
                    add("kind-right", str(v), p, t)
                    add("kind-wrong", str(v + 1), p, t)
                for o in others:
                    add("kind-twin", str(v), p,
                        "We read the problem.\n\n" + c.format(v=v, u=o))


def main():
    verify_run.usage("hostile_span51")
    return verify_run.run_kinds("hostile_span51",
                                verify_run.kind_rows([spans, kinds]),
                                width=8)


if __name__ == "__main__":
    sys.exit(main())
