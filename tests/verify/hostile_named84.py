#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_named84.py: a last sentence that names an option by its noun
and its letter alone ("Option C.", "Letra C.", "Вариант C.", "选项C",
"**Option (C)**") in ten languages (issue 26, session 57).

Lost on session 56's binary: no finder read an option's noun before a
bare letter without an answer phrase or a copula (answer_choice.c
papo_answer_option_named, answer_find.c find_option_named; its words
before the noun are read as a phrase's lead is).  A doubt, a negation,
a question, another letter or a value in its sentence ("Option C or
option D.", "So the correct choice is 6, option C.": 6 is B's),
a letter the problem does not list, a remark after it and a word of
approximation before an option's label and its text ("Answer: about
B. 7", rewarded on 35c3329c: answer_prose.c papo_answer_approx_before
reads past the label) stay refused.

usage: hostile_named84.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another letter; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

OPTIONS = "\nA. 4\nB. {b}\nC. {c}\nD. 9"

# (kind, question, rights of {l} the letter, twins of {l} and {o} another)
LANGS = (
    ("en", "Which number is prime?",
     ["Option {l}.", "Option {l}", "Choice {l}", "Option ({l})",
      "**Option {l}**", "So, option {l}.", "Only 7 is prime.\n\nOption {l}."],
     ["Not option {l}.", "Option {l}?", "Maybe option {l}.",
      "Probably option {l}.", "Option {o} or option {l}.",
      "I'm not sure. Option {l}.", "Avoid option {l}.",
      "Option {o}, option {l}.", "Option {o} and option {l}.",
      "Hmm, option {l}.", "Option {l} (I think).", "Option {l}, I guess.",
      "If 7 is prime, option {l}.", "Option {l}\n\nWait, that's wrong.",
      "Option X.", "Except option {l}.",
      "So the correct choice is 6, option {l}.",
      "The value is 9, choice {l}.",
      "Answer: about {l}. 7", "Answer: about ({l}) 7",
      "Answer: roughly {l}. 7"]),
    ("pt", "Qual número é primo?",
     ["Alternativa {l}.", "Letra {l}.", "Letra {l}", "A alternativa {l}.",
      "Logo, letra {l}.", "Opção {l}."],
     ["Letra {l}?", "Talvez letra {l}.", "Não é a letra {l}.",
      "Letra {l}, acho.", "Letra {o} ou letra {l}."]),
    ("es", "¿Qué número es primo?",
     ["Opción {l}.", "Letra {l}.", "Alternativa {l}."],
     ["Quizás opción {l}.", "No es la opción {l}.", "Opción {l}?"]),
    ("fr", "Quel nombre est premier ?",
     ["Option {l}.", "Réponse {l}."],
     ["Peut-être l'option {l}.", "Pas l'option {l}.", "Option {l} ?"]),
    ("it", "Quale numero è primo?",
     ["Opzione {l}.", "Lettera {l}.", "Risposta {l}."],
     ["Forse l'opzione {l}.", "Non l'opzione {l}.", "Opzione {l}?"]),
    ("de", "Welche Zahl ist eine Primzahl?",
     ["Antwort {l}.", "Option {l}.", "Antwortmöglichkeit {l}."],
     ["Vielleicht Antwort {l}.", "Nicht Antwort {l}.", "Antwort {l}?"]),
    ("ru", "Какое число простое?",
     ["Вариант {l}.", "Ответ {l}."],
     ["Вариант {l}?", "Не вариант {l}.", "Наверное, вариант {l}."]),
    ("zh", "哪个数是质数？",
     ["选项{l}", "选项{l}。"],
     ["不是选项{l}", "可能是选项{l}", "选项{l}吗？"]),
    ("ja", "素数はどれですか？",
     ["選択肢{l}"],
     ["たぶん選択肢{l}", "選択肢{l}ではない"]),
    ("ko", "소수는 무엇입니까?",
     ["선택지 {l}"],
     ["아마 선택지 {l}", "선택지 {l}?"]),
)


def gen(add):
    for kind, q, rights, twins in LANGS:
        for l, o in (("C", "B"), ("B", "C")):
            p = q + OPTIONS.format(b=7 if l == "B" else 6,
                                   c=7 if l == "C" else 6)
            for t in rights:
                r = t.format(l=l)
                add(kind + "-right", l, p, r)
                add(kind + "-wrong", o, p, r)
            for t in twins:
                add(kind + "-twin", l, p, t.format(l=l, o=o))


def main():
    verify_run.usage("hostile_named84")
    return verify_run.run_kinds("hostile_named84",
                                verify_run.kind_rows([gen]), width=8)


if __name__ == "__main__":
    sys.exit(main())
