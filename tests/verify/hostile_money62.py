#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_money62.py: a count of another noun where the problem asks
"how much money", in English and four MGSM languages (issue 26,
session 50).

To "How much money does she make every day?", "She has 18 eggs.",
"She sells 18 eggs." and "\\boxed{18 \\text{ eggs}}" were rewarded
against a reference of 18: the question named no currency, so no unit
was asked, and a bare reference meets any noun.  verify.c now compares
a value with one word of a noun after it as not equal where the
question asks money in no currency (verify_asked.c
papo_verify_asked_money: "how much money", "combien d'argent", "wie
viel Geld", "cuánto dinero", "сколько денег", "多少钱"); a currency, a
rate, "bucks" and a bare value are read as before.

usage: hostile_money62.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): en, fr, de, es, ru.
"""
import sys

import verify_run

LANGS = (
    ("en", "Janet's ducks lay {a} eggs per day. She eats 3 and bakes with "
     "4. She sells the rest for $2 per egg. How much money does she make "
     "every day?",
     ("She makes ${v} every day.", "She makes {v} dollars every day.",
      "She makes {v} bucks a day.", "The answer is {v}.", "\\boxed{{{v}}}"),
     ("She has {v} eggs.", "She sells {v} eggs.",
      "\\boxed{{{v} \\text{{ eggs}}}}", "The answer is {v} eggs.")),
    ("fr", "Les canes de Janet pondent {a} œufs par jour. Elle en mange "
     "trois et en utilise quatre. Elle vend le reste 2 $ l'œuf. Combien "
     "d'argent gagne-t-elle chaque jour ?",
     ("Elle gagne {v} $ par jour.", "Elle gagne {v} dollars par jour."),
     ("Elle vend {v} œufs.", "Elle gagne {v} œufs.")),
    ("de", "Janets Enten legen {a} Eier pro Tag. Sie isst drei und backt "
     "mit vier. Den Rest verkauft sie für 2 $ pro Ei. Wie viel Geld "
     "verdient sie täglich?",
     ("Sie verdient täglich {v} $.", "Sie verdient {v} Dollar pro Tag."),
     ("Sie verkauft {v} Eier.", "Sie verdient {v} Eier.")),
    ("es", "Los patos de Janet ponen {a} huevos por día. Come tres y usa "
     "cuatro. Vende el resto a $2 por huevo. ¿Cuánto dinero gana todos "
     "los días?",
     ("Ella gana {v} dólares al día.", "Gana ${v} al día."),
     ("Ella vende {v} huevos.", "Ella gana {v} huevos.")),
    ("ru", "Утки Джанет несут {a} яиц в день. Три она съедает, четыре "
     "идут на кексы. Остаток она продаёт по 2 доллара за яйцо. Сколько "
     "денег она зарабатывает каждый день?",
     ("Она зарабатывает {v} долларов в день.",),
     ("Она продаёт {v} яиц.",)),
)


def work(v):
    return "%d - 3 - 4 = %d\n%d × 2 = %d\n\n" % (v // 2 + 7, v // 2,
                                               v // 2, v)


def money(add):
    for kind, prob, rights, twins in LANGS:
        verify_run.kind_forms(add, kind, (18, 26, 40), prob, rights, twins,
                              a_of=lambda v: v // 2 + 7, work=work)


def main():
    verify_run.usage("hostile_money62")
    return verify_run.run_kinds("hostile_money62",
                                verify_run.kind_rows([money]), width=8)


if __name__ == "__main__":
    sys.exit(main())
