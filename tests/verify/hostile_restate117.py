#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_restate117.py: the value restated after the answer in the
problem's words with "in total" after its noun, in French, Spanish,
Italian, Portuguese and German ("Réponse : 98. Janet a 98 stylos au
total."): rewarded; the same bounded, doubted, negated or with another
value ("au moins", "peut-être", "n'a pas", "ou 99"), and Swahili's
restatement with "au" (or) between two values, never (issue 26, session
63).

On session 62's binary the French restatements were refused: "au" read
as Swahili's bound "au" (or) in a French sentence (a bound row of any
language refused a restatement), and "a" (has) was a closing word of
English and Portuguese only, so the sentence's words had no one
language.  Now a restatement's bound is one of its own language
(papo_frame_row_within_langs) and "a" is French's too.

usage: hostile_restate117.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

CASES = {
    "fr": ("Janet disposait de 22 stylos verts et en achète 76. De combien "
           "de stylos Janet dispose-t-elle maintenant ?", "Réponse : 98.",
           ["Janet a 98 stylos au total.",
            "Janet dispose maintenant de 98 stylos au total.",
            "Janet a maintenant 98 stylos.", "Au total, Janet a 98 stylos."],
           ["Janet a 98 stylos au moins.", "Janet a 98 stylos au plus.",
            "Janet a peut-être 98 stylos au total.",
            "Janet n'a pas 98 stylos.", "Janet a 98 ou 99 stylos au total."]),
    "es": ("Jason tiene un plan de 1000 minutos por mes y usa 750 minutos. "
           "¿Cuántos minutos le quedan sin usar a Jason?", "Respuesta: 250.",
           ["Jason tiene 250 minutos en total.",
            "A Jason le quedan 250 minutos sin usar."],
           ["Jason tiene al menos 250 minutos.",
            "Jason tiene quizás 250 minutos.",
            "Jason no tiene 250 minutos.", "Jason tiene 250 o 260 minutos."]),
    "it": ("Gianni ha 22 penne e ne compra 76. Quante penne ha Gianni "
           "adesso?", "Risposta: 98.",
           ["Gianni ha 98 penne in totale."],
           ["Gianni ha forse 98 penne.", "Gianni ha almeno 98 penne.",
            "Gianni non ha 98 penne."]),
    "de": ("Janet hat 22 Stifte und kauft 76 dazu. Wie viele Stifte hat "
           "Janet jetzt?", "Antwort: 98.",
           ["Janet hat jetzt insgesamt 98 Stifte.", "Janet hat 98 Stifte."],
           ["Janet hat vielleicht 98 Stifte.",
            "Janet hat mindestens 98 Stifte.", "Janet hat 98 oder 99 Stifte."]),
    "sw": ("Janet ana kalamu 22 na ananunua kalamu 76. Janet ana kalamu "
           "ngapi sasa?", "Jibu: 98.",
           ["Janet ana kalamu 98."],
           ["Janet ana kalamu 98 au 99.", "Janet ana kalamu 98 au zaidi."]),
}


def restates(add):
    for lang, (problem, answer, rights, twins) in CASES.items():
        for r in rights:
            for sep in [" ", "\n\n"]:
                add(lang + "-right", answer.split()[-1].rstrip("."), problem,
                    "22 + 76 = 98\n\n" + answer + sep + r
                    if lang != "es" else "1000 - 750 = 250\n\n" + answer +
                    sep + r)
                add(lang + "-wrong", "97", problem,
                    "22 + 76 = 98\n\n" + answer + sep + r
                    if lang != "es" else "1000 - 750 = 250\n\n" + answer +
                    sep + r)
        for r in twins:
            add(lang + "-twin", answer.split()[-1].rstrip("."), problem,
                answer + " " + r)


def main():
    verify_run.usage("hostile_restate117")
    return verify_run.run_kinds(
        "hostile_restate117", verify_run.kind_rows([restates]), width=8)


if __name__ == "__main__":
    sys.exit(main())
