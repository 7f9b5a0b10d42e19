#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_can61.py: what one can earn, as conclusions in five European
languages state it (issue 26, session 49).

To "how much does she earn every day", "Janet kann täglich 18 $
verdienen.", "Janet wird 18 $ verdienen." (the infinitive after the
value for the question's "verdient": answer_rest.c rest_theirs),
"Elle peut gagner 18 $ par jour.", "Ella puede ganar 18 $ al día.",
"Lei può guadagnare 18 $ al giorno.", "Ela pode ganhar 18 dólares por
dia." (kann, peut, puede, può, pode and their plurals in answer_euro.c's
tables) were refused.  A hedge, a bound, a negation, a conditional
("könnte") or a wish ("möchte") stays refused; Russian "может" is a
hedge too ("maybe") and stays out of the tables.

usage: hostile_can61.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): de, fr, es, it, pt.
"""
import sys

import verify_run

LANGS = (
    ("de", "Janets Enten legen 16 Eier pro Tag. Sie isst 3 und backt mit 4. "
     "Sie verkauft den Rest für ${a} pro Ei. Wie viel Dollar verdient sie "
     "täglich auf dem Markt?",
     ("Janet kann täglich {v} $ verdienen.", "Janet wird {v} $ verdienen.",
      "Also kann sie {v} $ pro Tag verdienen."),
     ("Janet kann täglich etwa {v} $ verdienen.",
      "Janet kann vielleicht {v} $ verdienen.",
      "Janet kann täglich {v} $ nicht verdienen.",
      "Janet könnte {v} $ verdienen.", "Janet möchte {v} $ verdienen.",
      "Janet kann höchstens {v} $ verdienen.")),
    ("fr", "Les canards de Janet pondent 16 œufs par jour. Elle en mange 3 "
     "et en utilise 4. Elle vend le reste {a} $ l'œuf. Combien gagne-t-elle "
     "chaque jour ?",
     ("Elle peut gagner {v} $ par jour.",),
     ("Elle peut gagner jusqu'à {v} $ par jour.",
      "Elle peut peut-être gagner {v} $.", "Elle ne peut pas gagner {v} $.")),
    ("es", "Los patos de Janet ponen 16 huevos por día. Come 3 y usa 4. Vende "
     "el resto a {a} $ cada uno. ¿Cuántos dólares gana cada día?",
     ("Ella puede ganar {v} $ al día.",),
     ("Ella puede ganar unos {v} $ al día.", "Ella no puede ganar {v} $.")),
    ("it", "Le anatre di Janet depongono 16 uova al giorno. Ne mangia 3 e ne "
     "usa 4. Vende il resto a {a} $ l'uno. Quanti dollari guadagna ogni "
     "giorno?",
     ("Lei può guadagnare {v} $ al giorno.",),
     ("Lei può guadagnare circa {v} $ al giorno.",)),
    ("pt", "Os patos de Janet põem 16 ovos por dia. Ela come 3 e usa 4. Ela "
     "vende o resto a {a} dólares cada. Quantos dólares ela ganha por dia?",
     ("Ela pode ganhar {v} dólares por dia.",),
     ("Ela pode ganhar cerca de {v} dólares por dia.",
      "Ela não pode ganhar {v} dólares.")),
)


def can(add):
    for kind, prob, rights, twins in LANGS:
        verify_run.kind_forms(add, kind, (18, 27, 45), prob, rights, twins,
                              a_of=lambda v: v // 9,
                              work=lambda v: "16 - 3 - 4 = 9, 9 × %d = %d\n\n"
                              % (v // 9, v))


def main():
    verify_run.usage("hostile_can61")
    return verify_run.run_kinds("hostile_can61",
                                verify_run.kind_rows([can]), width=8)


if __name__ == "__main__":
    sys.exit(main())
