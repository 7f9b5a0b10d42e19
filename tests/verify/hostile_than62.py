#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_than62.py: a comparison turned around or the other way,
in English and the MGSM languages (issue 26, session 50).

To "How many more apples does Tom have than Ann?", "Ann has 5 more
apples than Tom." (its "than" after another name the question writes:
answer_contra.c papo_answer_turned) was rewarded, in English, German,
Spanish, Italian, Portuguese and Russian; and "O Tom tem 5 maçãs a
menos que a Ana." (the opposite comparative: answer_contra.c's phrases
and forms of more and fewer in French, German, Spanish, Italian,
Portuguese and Russian).  The question's own comparison, a "que" of a
clause ("Sabemos que Tom tiene ...") and no "than" at all stay read.

usage: hostile_than62.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): en, fr, de, es, it, pt, ru.
"""
import sys

import verify_run

# (kind, problem of {a} apples for Tom, rights of {v}, twins of {v})
LANGS = (
    ("en", "Tom has {a} apples. Ann has 7 apples. How many more apples "
     "does Tom have than Ann?",
     ("Tom has {v} more apples than Ann.", "So Tom has {v} more apples.",
      "Tom has {v} more apples than Ann does."),
     ("Ann has {v} more apples than Tom.", "Tom has {v} fewer apples than "
      "Ann.", "So Ann has {v} more apples than Tom does.")),
    ("fr", "Tom a {a} pommes. Ann a 7 pommes. Combien de pommes Tom a-t-il "
     "de plus qu'Ann ?",
     ("Tom a {v} pommes de plus qu'Ann.",),
     ("Ann a {v} pommes de plus que Tom.", "Tom a {v} pommes de moins "
      "qu'Ann.")),
    ("de", "Tom hat {a} Äpfel. Ann hat 7 Äpfel. Wie viele Äpfel hat Tom "
     "mehr als Ann?",
     ("Tom hat {v} Äpfel mehr als Ann.",),
     ("Ann hat {v} Äpfel mehr als Tom.", "Tom hat {v} Äpfel weniger als "
      "Ann.")),
    ("es", "Tom tiene {a} manzanas. Ana tiene 7 manzanas. ¿Cuántas manzanas "
     "más tiene Tom que Ana?",
     ("Tom tiene {v} manzanas más que Ana.",
      "Así que Tom tiene {v} manzanas más que Ana."),
     ("Ana tiene {v} manzanas más que Tom.", "Tom tiene {v} manzanas menos "
      "que Ana.")),
    ("it", "Tom ha {a} mele. Anna ha 7 mele. Quante mele ha Tom in più di "
     "Anna?",
     ("Tom ha {v} mele in più di Anna.",),
     ("Anna ha {v} mele in più di Tom.", "Tom ha {v} mele in meno di "
      "Anna.")),
    ("pt", "O Tom tem {a} maçãs. A Ana tem 7 maçãs. Quantas maçãs o Tom tem "
     "a mais que a Ana?",
     ("O Tom tem {v} maçãs a mais que a Ana.",),
     ("A Ana tem {v} maçãs a mais que o Tom.", "O Tom tem {v} maçãs a "
      "menos que a Ana.")),
    ("ru", "У Тома {a} яблок. У Ани 7 яблок. На сколько больше яблок у "
     "Тома, чем у Ани?",
     ("У Тома на {v} яблок больше, чем у Ани.",),
     ("У Ани на {v} яблок больше, чем у Тома.", "У Тома на {v} яблок "
      "меньше, чем у Ани.")),
)


def than(add):
    for kind, prob, rights, twins in LANGS:
        verify_run.kind_forms(add, kind, (5, 8, 13), prob, rights, twins,
                              a_of=lambda v: v + 7)


def main():
    verify_run.usage("hostile_than62")
    return verify_run.run_kinds("hostile_than62",
                                verify_run.kind_rows([than]), width=8)


if __name__ == "__main__":
    sys.exit(main())
