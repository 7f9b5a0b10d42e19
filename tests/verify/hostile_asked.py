#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_asked.py: a bare reference, a problem that asks a unit, and a
response that states the reference's number in another unit of the
same kind (issue 26: "3 minutes" for a tank full after 3 hours).

usage: hostile_asked.py PAPO_VERIFY [--list]

Datasets give bare references (GSM8K's "3", "12") and put the unit in
the question: "How many hours ...?", "How much does she pay, in
dollars?", "Wie viele Stunden ...?", "需要多少小时？", "何時間...".
Main dropped a response's unit against a bare reference and rewarded
"The tank is full after 3 minutes." and "She pays \\boxed{12} cents.".
For each language papo-verify(1) lists a question form of (en, de, fr,
es, it, pt, ru, zh, ja, ko), each pair of units of one kind (hours and
minutes, days and hours, dollars and cents, meters and centimeters,
kilometers and meters, kilograms and grams) and each response form
(a box then the unit, the unit inside the box, an answer phrase, a
last statement):

 - other: the reference's number in the other unit ("3 minutes" when
   hours are asked): must not be rewarded;
 - control-same: the number in the unit asked ("3 hours");
 - control-converted: the same quantity in the other unit ("180
   minutes" when 3 hours are asked: a convertible unit is right);
 - control-bare: the number alone ("\\boxed{3}");
 - control-notasked: problems that ask no unit the response's differs
   from ("in a week", "hours a week", a rate, 如何, two units asked):
   the response's unit is the problem's or is dropped, as before.

Exits 1 when a variant of "other" is rewarded or a control is not.
Prints a count per family.  --list writes the variants (JSONL).
"""
import sys

import verify_run

# kind: (asked unit, other unit, other units in one asked), per language
PAIRS = {
    "en": [("hours", "minutes", 60), ("days", "hours", 24),
           ("dollars", "cents", 100), ("meters", "centimeters", 100),
           ("kilometers", "meters", 1000), ("kilograms", "grams", 1000)],
    "de": [("Stunden", "Minuten", 60), ("Meter", "Zentimeter", 100),
           ("Kilogramm", "Gramm", 1000)],
    "fr": [("heures", "minutes", 60), ("mètres", "centimètres", 100)],
    "es": [("horas", "minutos", 60), ("metros", "centímetros", 100)],
    "ru": [("часов", "минут", 60), ("метров", "сантиметров", 100)],
    "zh": [("小时", "分钟", 60), ("米", "厘米", 100), ("千克", "克", 1000)],
    "ja": [("時間", "分", 60), ("メートル", "センチメートル", 100)],
    "ko": [("시간", "분", 60), ("미터", "센티미터", 100)],
}

# the question, {u} the unit asked
QUESTIONS = {
    "en": ["How many {u} does the job take?",
           "How long does the job take, in {u}?",
           "How many more {u} are needed?"],
    "de": ["Wie viele {u} sind es?"],
    "fr": ["Combien de {u} faut-il ?"],
    "es": ["¿Cuántos {u} se necesitan?"],
    "ru": ["Сколько {u} нужно?"],
    "zh": ["一共需要多少{u}？", "需要几{u}？"],
    "ja": ["全部で何{u}ですか？"],
    "ko": ["모두 몇 {u}입니까?"],
}

# the response, {v} the value, {u} its unit
ANSWERS = {
    "en": ["So the job takes \\boxed{{{v}}} {u}.",
           "The answer is \\boxed{{{v} \\text{{ {u}}}}}.",
           "The answer is {v} {u}.", "Therefore it takes {v} {u}.",
           "#### {v} {u}"],
    "de": ["Die Antwort ist {v} {u}.", "Also sind es \\boxed{{{v}}} {u}."],
    "fr": ["La réponse est {v} {u}.", "Il faut donc \\boxed{{{v}}} {u}."],
    "es": ["La respuesta es {v} {u}.", "Se necesitan \\boxed{{{v}}} {u}."],
    "ru": ["Ответ: {v} {u}.", "Итак, нужно \\boxed{{{v}}} {u}."],
    "zh": ["答案是{v}{u}。", "所以一共需要\\boxed{{{v}}}{u}。"],
    "ja": ["答えは{v}{u}です。"],
    "ko": ["답은 {v}{u}입니다."],
}

VALUES = [3, 7, 12]

# problems whose words look like a unit asked but ask none, or the one
# the response writes: a rate, "in a week", "hours a week", 如何
NOT_ASKED = [
    ("How much money does John make in a week?",
     "John makes \\boxed{{{v}}} dollars in a week."),
    ("How many hours a week did Hallie have dance practice?",
     "Hallie had $\\boxed{{{v}}}$ hours of dance practice a week."),
    ("How many hours does he sleep each day?",
     "He sleeps \\boxed{{{v}}} hours per day."),
    ("How fast does the car go, in km per hour?",
     "So the speed is \\boxed{{{v}}} km per hour."),
    ("What is the total dollar amount in a stack of pennies?",
     "The total is $\\boxed{{{v}}}$ dollars."),
    ("他们如何分配时间？每天学习多少小时？", "每天学习\\boxed{{{v}}}小时。"),
    ("How many meters? And how many centimeters?",
     "\\boxed{{{v} \\text{{ cm}}}}"),
]

# French and Spanish units asked that start with a vowel, or are
# feminine: the question's article
FIX = {("fr", "heures"): ("Combien de {u}", "Combien d'{u}"),
       ("es", "horas"): ("¿Cuántos {u}", "¿Cuántas {u}")}


def question(lang, q, unit):
    a, b = FIX.get((lang, unit), ("", ""))
    return q.replace(a, b).format(u=unit) if a else q.format(u=unit)


def rows():
    for lang, pairs in PAIRS.items():
        for asked, other, k in pairs:
            for q in QUESTIONS[lang]:
                p = question(lang, q, asked)
                for a in ANSWERS[lang]:
                    for v in VALUES:
                        yield "other", v, p, a.format(v=v, u=other)
                        yield "control-same", v, p, a.format(v=v, u=asked)
                        yield ("control-converted", v, p,
                               a.format(v=v * k, u=other))
                        bare = a.replace(" {u}", "").replace("{u}", "")
                        yield ("control-bare", v, p,
                               bare.replace("\\text{{}}", "").format(v=v))
    for p, r in NOT_ASKED:
        for v in VALUES:
            yield "control-notasked", v, p, r.format(v=v)


def main():
    verify_run.usage("hostile_asked")
    vs = [{"family": f, "answer": str(v), "problem": p, "response": r}
          for f, v, p, r in rows()]
    return verify_run.run("hostile_asked", vs, lambda v: v["family"],
                          width=18)


if __name__ == "__main__":
    sys.exit(main())
