#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_money115.py: an amount with a decimal comma after a currency
sign written before it ("Respuesta: $16,50", "Ответ: $75,00", "Antwort:
€16,50"), in a language that writes decimal commas, read as the decimal
it is; "$1,250" there groups thousands, as the sign's English writes it;
the same amount against its comma dropped (1650), and hedged, never
rewarded (issue 26, session 63).

On session 62's binary "$16,00" was not equal to 16 (ChatGPT's Spanish
and Russian MGSM answers in the cross-lingual prompting outputs write
dollars so): papo_answer_decimal_comma read a sign after the amount
("16,50 $") but none before it.

usage: hostile_money115.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

LANGS = {
    "es": ("Respuesta: %s", "Respuesta: aproximadamente %s",
           "Juan paga 3 cajas. ¿Cuánto paga?"),
    "pt": ("Resposta: %s", "Resposta: aproximadamente %s",
           "João paga 3 caixas. Quanto ele paga?"),
    "fr": ("Réponse : %s", "Réponse : environ %s",
           "Jean paie 3 boîtes. Combien paie-t-il ?"),
    "de": ("Antwort: %s", "Antwort: ungefähr %s",
           "Hans bezahlt 3 Kisten. Wie viel bezahlt er?"),
    "it": ("Risposta: %s", "Risposta: circa %s",
           "Gianni paga 3 scatole. Quanto paga?"),
    "ru": ("Ответ: %s", "Ответ: примерно %s",
           "Иван платит за 3 коробки. Сколько он платит?"),
}
AMOUNTS = [("$16,50", "16.5", "1650"), ("$16,00", "16", "1600"),
           ("$75,00", "75", "7500"), ("\\$16,50", "16.5", "1650"),
           ("$ 16,50", "16.5", "1650"), ("$1,250", "1250", "1.25")]


def money(add):
    for lang, (phrase, hedged, problem) in LANGS.items():
        for amount, right, wrong in AMOUNTS:
            for end in ["", "."]:
                add(lang + "-right", right, problem, phrase % amount + end)
                add(lang + "-wrong", wrong, problem, phrase % amount + end)
            add(lang + "-twin", right, problem, hedged % amount)
            add(lang + "-twin", right, problem,
                phrase % amount + " o " + phrase % "$17")


def main():
    verify_run.usage("hostile_money115")
    return verify_run.run_kinds(
        "hostile_money115", verify_run.kind_rows([money]), width=8)


if __name__ == "__main__":
    sys.exit(main())
