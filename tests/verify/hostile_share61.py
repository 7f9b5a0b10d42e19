#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_share61.py: a percentage, as conclusions in six languages
state it (issue 26, session 49).

To "What percentage of the class are boys?", "That's 30%." and "It's
30%." (an ASCII apostrophe's "'s" after that, it, there, here or
what is a copula: answer_prose.c contracted_is; the typographic one was
read already), "The boys make up 30% of the class." (a percent sign
and the whole it is a share of after the value: answer_prose.c
share_of), "Les garçons représentent 30 % de la classe.", "Los
niños representan el 30 % de la clase.", "Os meninos representam 30 %
da turma.", "I maschi rappresentano il 30 % della classe." and "Der
Anteil der Jungen beträgt 30 %." (answer_euro.c's tables) were refused.
With a hedge, a bound, a negation, another value or a condition they
stay refused, and a name's possessive ("Tom's 30%.") is no copula.

usage: hostile_share61.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): en, fr, es, pt, it, de.
"""
import sys

import verify_run

LANGS = (
    ("en", "A class has 40 students. {a} of them are boys. What percentage "
     "of the class are boys?",
     ("That's {v}%.", "It's {v}%.", "So that's {v}% of the class.",
      "The boys make up {v}% of the class."),
     ("That's about {v}%.", "That's not {v}%.", "It's {v}% or {u}%.",
      "Tom's {v}%.", "That's {v}% if we round.", "That's at most {v}%.",
      "The boys make up about {v}% of the class.",
      "The boys make up less than {v}% of the class.",
      "The boys might make up {v}% of the class.",
      "The boys make up {v}% or {u}% of the class.")),
    ("fr", "Une classe compte 40 élèves. {a} d'entre eux sont des garçons. "
     "Quel pourcentage de la classe sont des garçons ?",
     ("Les garçons représentent {v} % de la classe.",),
     ("Les garçons représentent environ {v} % de la classe.",
      "Les garçons ne représentent pas {v} % de la classe.",
      "Les garçons représentent plus de {v} % de la classe.")),
    ("es", "Una clase tiene 40 estudiantes. {a} de ellos son niños. ¿Qué "
     "porcentaje de la clase son niños?",
     ("Los niños representan el {v} % de la clase.",),
     ("Los niños representan casi el {v} % de la clase.",
      "Los niños no representan el {v} % de la clase.")),
    ("pt", "Uma turma tem 40 alunos. {a} deles são meninos. Qual a "
     "porcentagem da turma que são meninos?",
     ("Os meninos representam {v} % da turma.",),
     ("Os meninos representam cerca de {v} % da turma.",)),
    ("it", "Una classe ha 40 studenti. {a} di loro sono maschi. Quale "
     "percentuale della classe sono maschi?",
     ("I maschi rappresentano il {v} % della classe.",),
     ("I maschi rappresentano circa il {v} % della classe.",)),
    ("de", "Eine Klasse hat 40 Schüler. {a} davon sind Jungen. Wie viel "
     "Prozent der Klasse sind Jungen?",
     ("Der Anteil der Jungen beträgt {v} %.",),
     ("Der Anteil der Jungen beträgt etwa {v} %.",
      "Der Anteil der Jungen beträgt mindestens {v} %.")),
)


def share(add):
    for kind, prob, rights, twins in LANGS:
        verify_run.kind_forms(add, kind, (30, 45, 60), prob, rights, twins,
                              a_of=lambda v: v * 40 // 100,
                              work=lambda v: "%d / 40 = %s\n\n" % (
                                  v * 40 // 100, v / 100))


def main():
    verify_run.usage("hostile_share61")
    return verify_run.run_kinds("hostile_share61",
                                verify_run.kind_rows([share]), width=8)


if __name__ == "__main__":
    sys.exit(main())
