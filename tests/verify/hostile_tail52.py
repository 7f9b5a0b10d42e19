#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_tail52.py: a last statement that ends on the question's own
words after its value ("She makes 18 dollars every day at the farmers
market.", "Janet guadagna 18 dollari ogni giorno al mercato
contadino."), or opens on the question's own verb, its subject dropped
("Guadagna 18 dollari.", "Gana 18 dólares."; issue 26, session 40: the
ASCII ones lost before, a phrase after the value read only as English's
"to ..." purpose), always rewarded; and the same statements negated,
hedged, asked, bounded or ending on words the question does not write
(never rewarded), among them Spanish's "no", which is Portuguese's "in
the" ("Janet no gana 18 dólares.": rewarded before), German's "um"
(around), which is Portuguese's "a" ("Janet verdient um 18 Dollar."),
another value after the phrase ("She makes 18 dollars at the
farmers market or 20.": rewarded before), and a wish, a plan or a past
habit the question does not ask ("She wants to make 18 dollars.",
"She used to make 18 dollars.": rewarded before).

usage: hostile_tail52.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): en, it, es, de, pt.
"""
import sys

import verify_run

VALUES = (12, 18, 40, 126)

# language: problem ({a}: half the value), right statements, twins
# ({v} the value, {w} another)
LANGS = {
    "en": ("Janet sells {a} eggs a day at $2 each. How much money does "
           "she make every day at the farmers market?",
           ("She makes {v} dollars every day at the farmers market.",
            "She makes {v} dollars at the farmers market.",
            "Janet makes ${v} at the farmers market.",
            "She makes ${v} every day at the farmers market."),
           ("She makes {v} dollars at the fish market.",
            "She makes {v} dollars at the farmers market, maybe.",
            "She makes {v} dollars at the farmers market?",
            "She does not make {v} dollars at the farmers market.",
            "She makes at most {v} dollars at the farmers market.",
            "She makes {v} dollars at the farmers market or {w}.",
            "She makes {v} dollars every week at the farmers market.",
            # another value after a phrase of function words (rewarded
            # before: values there were read as "from 1 to 100")
            "She makes {v} dollars at the farmers market and {w}.",
            "The answer is {v} dollars at the farmers market or {w}.",
            "The answer is {v} dollars at the farmers market, or ${w}.",
            "The answer is {v} dollars at the farmers market and {w}.",
            # a wish, a plan or a past habit the question does not ask
            "She wants to make {v} dollars at the farmers market.",
            "She hopes to make {v} dollars every day at the farmers "
            "market.",
            "She used to make {v} dollars.",
            "She plans to make {v} dollars.")),
    "it": ("Janet vende {a} uova al giorno a 2 dollari. Quanti dollari "
           "guadagna ogni giorno al mercato contadino?",
           ("Janet guadagna {v} dollari ogni giorno al mercato contadino.",
            "Guadagna {v} dollari al mercato contadino.",
            "Guadagna {v} dollari ogni giorno.",
            "Guadagna {v} dollari."),
           ("Janet non guadagna {v} dollari al mercato contadino.",
            "Guadagna forse {v} dollari.",
            "Guadagna {v} dollari al mercato del pesce.",
            "Quanti {v} dollari.",
            "Guadagna circa {v} dollari.",
            "Guadagna {v} dollari, credo.",
            "Guadagna {v} dollari ogni settimana.")),
    "es": ("Janet vende {a} huevos al día a 2 dólares. ¿Cuántos dólares "
           "gana cada día en el mercado de agricultores?",
           ("Janet gana {v} dólares cada día en el mercado de "
            "agricultores.",
            "Gana {v} dólares en el mercado de agricultores.",
            "Gana {v} dólares."),
           ("Janet no gana {v} dólares.",
            "Janet no gana {v} dólares cada día.",
            "Gana quizás {v} dólares.",
            "Gana unos {v} dólares.",
            "Gana {v} dólares, creo.",
            "Nunca gana {v} dólares.",
            "Janet quiere ganar {v} dólares.")),
    # German's "um" (around) is Portuguese's "um" (a): read so only
    # where another word says Portuguese (rewarded before)
    "de": ("Janet verkauft {a} Eier am Tag für 2 Dollar. Wie viel Dollar "
           "verdient Janet jeden Tag?",
           ("Janet verdient {v} Dollar.",
            "Janet verdient {v} Dollar jeden Tag.",
            "Also verdient Janet {v} Dollar."),
           ("Janet verdient um {v} Dollar.",
            "Verdient Janet um {v} Dollar jeden Tag.",
            "Janet verdient nicht {v} Dollar.",
            "Janet verdient etwa {v} Dollar.",
            "Janet verdient {v} Dollar oder {w}.")),
    "pt": ("Janet vende {a} ovos por dia a 2 dólares. Quantos dólares ela "
           "ganha por dia?",
           ("Janet ganha {v} dólares por dia.",
            "Ela ganha {v} dólares.",
            "Ganha {v} dólares."),
           ("Janet não ganha {v} dólares.",
            "Ganha talvez {v} dólares.",
            "Janet ganha um {v} dólares.",
            "Janet quer ganhar {v} dólares.",
            "Ganha cerca de {v} dólares.",
            "Ela ganha {v} dólares, acho.")),
}


def tails(add):
    """Each language's right statements and twins."""
    for v in VALUES:
        for lang, (q, rights, twins) in LANGS.items():
            p = q.format(a=v // 2)
            w = "%d × 2 = %d.\n\n" % (v // 2, v)
            for t in rights:
                add(lang + "-right", str(v), p, w + t.format(v=v))
                add(lang + "-wrong", str(v + 2), p, w + t.format(v=v))
            for t in twins:
                add(lang + "-twin", str(v), p,
                    w + t.format(v=v, w=v + 2))


def main():
    verify_run.usage("hostile_tail52")
    return verify_run.run_kinds("hostile_tail52",
                                verify_run.kind_rows([tails]), width=8)


if __name__ == "__main__":
    sys.exit(main())
