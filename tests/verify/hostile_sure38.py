#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_sure38.py: a certainty opener before the last statement that
gives the answer with no box ("Sans aucun doute, la réponse est 240
km.", "可以肯定，答案是240公里。"), and a correction that states the
corrected value after a first answer ("**Answer: 200 km**\\nErratum:
the correct figure is 240 km.").

usage: hostile_sure38.py PAPO_VERIFY [--list]

Families (run_kinds): sure-right, the opener then the answer statement
of the right value (rewarded); sure-twin, the same against another
reference; sure-wrong, the opener before a wrong value; sure-doubt, a
doubt after the opener ("..., the answer is probably 240 km."); none of
these three is rewarded.  amend-right, a first answer then a
correction opener and the corrected, right value (rewarded); amend-twin
against another reference; amend-wrong, the correction to a wrong value
after a right first answer, and amend-more, another value or words
after the corrected one ("Erratum: 240 km or 249 km.") (never
rewarded).  label-right, the
opener as the value's label ("Ganz sicher: 240 km."), with its twin and
wrong ones; near-miss, a hedge that looks like an opener ("Sans doute,"
is "probably"), a doubt, a negation or another value after the opener,
before the right value: never rewarded.
"""
import random

import verify_run

PROBLEM = ("A train travels at {a} km/h for {b} hours. How many "
           "kilometres does it travel?")

# (opener, statement of {v}, the same with a doubt), by language
SURE = {
    "en": (["No doubt about it, ", "Without a doubt, ", "Certainly, ",
            "Definitely, ", "Undoubtedly, ", "With certainty, "],
           "the answer is {v} km.", "the answer is probably {v} km."),
    "fr": (["Sans aucun doute, ", "Assurément, ", "À coup sûr, "],
           "la réponse est {v} km.", "la réponse est peut-être {v} km."),
    "it": (["Senza alcun dubbio, ", "Senza dubbio, "],
           "la risposta è {v} km.", "la risposta è forse {v} km."),
    "es": (["Con total seguridad, ", "Sin duda, ", "Sin lugar a dudas, "],
           "la respuesta es {v} km.", "la respuesta es quizás {v} km."),
    "pt": (["Sem dúvida, ", "Com certeza, "],
           "a resposta é {v} km.", "a resposta é talvez {v} km."),
    "de": (["Ohne Zweifel ", "Zweifellos "],
           "ist die Antwort {v} km.", "ist die Antwort vielleicht {v} km."),
    "zh": (["可以肯定，", "毫无疑问，"], "答案是{v}公里。",
           "答案可能是{v}公里。"),
    "ko": (["확실히 ", "틀림없이 "], "답은 {v} km입니다.",
           "답은 아마 {v} km입니다."),
    "ru": (["Без сомнения, ", "Несомненно, "], "ответ {v} км.",
           "ответ, возможно, {v} км."),
    "pl": (["Na pewno: ", "Bez wątpienia "], "odpowiedź to {v} km.",
           "odpowiedź to chyba {v} km."),
    "tr": (["Kesinlikle ", "Şüphesiz "], "cevap {v} km.",
           "cevap belki {v} km."),
    "id": (["Pasti, ", "Tanpa keraguan, "], "jawabannya adalah {v} km.",
           "jawabannya mungkin {v} km."),
    "hi": (["निश्चित रूप से ", "निस्संदेह "], "उत्तर {v} किमी है।",
           "उत्तर शायद {v} किमी है।"),
    "bn": (["নিশ্চিতভাবে ", "নিঃসন্দেহে "], "উত্তর হল {v} কিমি।",
           "উত্তর সম্ভবত {v} কিমি।"),
}

# a certainty opener as a label of the value alone
LABEL = ["Ganz sicher: {v} km.", "With certainty: {v} km.",
         "Mit Sicherheit: {v} km.", "Sans aucun doute : {v} km.",
         "毫无疑问：{v}公里。", "Definitely: {v} km."]

# near misses of an opener that hedge ("sans doute": probably), before
# the right value: never rewarded
NEAR = ["Sans doute, la réponse est {v} km.",
        "No doubt some would say the answer is {v} km.",
        "I doubt it, but the answer is {v} km.",
        "Certainly not: the answer is {v} km.",
        "Without a doubt, the answer is {v} km or {w} km.",
        "Ganz sicher nicht {v} km.",
        "可以肯定，答案不是{v}公里。",
        "Na pewno nie {v} km.", "Pasti bukan {v} km."]

# (opener, statement of {v}) of a correction
AMEND = ["Erratum: the correct figure is {v} km.",
         "Correction: the correct answer is {v} km.",
         "Wait, the correct answer is {v} km.",
         "Rectification: la bonne réponse est {v} km.",
         "Berichtigung: die richtige Antwort ist {v} km.",
         "更正：答案是{v}公里。",
         "Поправка: {v} км.", "Rectification : {v} km.",
         "Fe de erratas: {v} km.", "Scratch that: {v} km.",
         "訂正：{v} kmです。", "Erratum: {v} km."]


def variants(rng):
    vs = []
    for _ in range(4):
        for lang in sorted(SURE):
            opens, say, doubt = SURE[lang]
            for op in opens:
                a, b = rng.randint(30, 90), rng.randint(2, 9)
                v, p = a * b, PROBLEM.format(a=a, b=b)
                work = "%d × %d = %d\n" % (a, b, v)
                r = work + op + say.format(v=v)
                verify_run.add(vs, lang, "sure-right", str(v), r, p)
                verify_run.add(vs, lang, "sure-twin", str(v + 9), r, p)
                verify_run.add(vs, lang, "sure-wrong", str(v),
                               work + op + say.format(v=v + 9), p)
                verify_run.add(vs, lang, "sure-doubt", str(v),
                               work + op + doubt.format(v=v), p)
        for lb in LABEL:
            a, b = rng.randint(30, 90), rng.randint(2, 9)
            v, p = a * b, PROBLEM.format(a=a, b=b)
            work = "%d × %d = %d\n" % (a, b, v)
            verify_run.add(vs, "label", "label-right", str(v),
                           work + lb.format(v=v), p)
            verify_run.add(vs, "label", "label-twin", str(v + 9),
                           work + lb.format(v=v), p)
            verify_run.add(vs, "label", "label-wrong", str(v),
                           work + lb.format(v=v + 9), p)
        for nr in NEAR:
            a, b = rng.randint(30, 90), rng.randint(2, 9)
            v, p = a * b, PROBLEM.format(a=a, b=b)
            work = "%d × %d = %d\n" % (a, b, v)
            verify_run.add(vs, "near", "near-miss", str(v),
                           work + nr.format(v=v, w=v + 9), p)
        for am in AMEND:
            a, b = rng.randint(30, 90), rng.randint(2, 9)
            v, p = a * b, PROBLEM.format(a=a, b=b)
            first = "**Answer: %d km**\n" % (v - 40)
            verify_run.add(vs, "amend", "amend-right", str(v),
                           first + am.format(v=v), p)
            verify_run.add(vs, "amend", "amend-twin", str(v + 9),
                           first + am.format(v=v), p)
            verify_run.add(vs, "amend", "amend-wrong", str(v),
                           "**Answer: %d km**\n" % v + am.format(v=v - 40),
                           p)
            # a value with a word after its unit, or a second value
            verify_run.add(vs, "amend", "amend-more", str(v),
                           first + am.format(v=v).rstrip("。.") +
                           rng.choice([" or %d km." % (v + 9),
                                       " is wrong.", " apples."]), p)
    return vs


def main():
    verify_run.usage("hostile_sure38")
    return verify_run.run_kinds("hostile_sure38",
                                variants(random.Random(3830)))


if __name__ == "__main__":
    raise SystemExit(main())
