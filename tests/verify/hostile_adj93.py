#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_adj93.py: a word papo does not know between the answer and
the problem's noun ("\\boxed{7} niet apples", "Tom has 7 inte apples.",
"The answer is 7 blorf apples."), or a word of a script with no spaces
after the box's noun ("\\boxed{7} apples 不"), in a box, an answer
phrase and a last statement, in English, French, Spanish, Italian and
German (issue 26, session 59).

A plural the problem writes two words after the value made the words
before it its adjectives whatever they were (answer_rest.c
papo_frame_plural_counted, under a problem), and the question's own
phrase after the value took any one word before it as the noun counted
(answer_prose.c papo_answer_question_tail).  Each word must now be
recognised: an adjective of count_adjectives[] ("red", "more",
"such"), the problem's own word ("juicy" where it writes "juicy"), a
unit.  A negation of a language papo does not list, a doubt, or no
word at all is none.  An adjective before a noun followed by a value
("3 + 4 = inte 7": answer_rest.c next_known) is no adjective either.

usage: hostile_adj93.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# (kind, problem, adjectives it may use, forms of {w} the word before
# the noun)
LANGS = [
    ("en", "Tom has 3 juicy apples and buys 4 more. How many apples "
     "does he have?", ["red", "juicy", "such", "distinct"],
     ["\\boxed{{7}} {w} apples", "Tom has 7 {w} apples.",
      "The answer is 7 {w} apples.", "So Tom has $7$ {w} apples.",
      "**Answer:** 7 {w} apples"]),
    ("fr", "Tom a 3 pommes rouges et en achète 4 autres. Combien de "
     "pommes a-t-il ?", ["rouges"],
     ["Tom a 7 {w} pommes.", "La réponse est 7 {w} pommes.",
      "Donc, Tom a 7 pommes car il en achète 4 {w} autres."]),
    ("es", "Tom tiene 3 manzanas rojas y compra 4 más. ¿Cuántas "
     "manzanas tiene?", ["rojas"],
     ["La respuesta es 7 {w} manzanas.", "Tom tiene 7 {w} manzanas."]),
    ("it", "Tom ha 3 mele rosse e ne compra altre 4. Quante mele ha?",
     ["rosse"], ["La risposta è 7 {w} mele.", "Tom ha 7 {w} mele."]),
    ("de", "Tom hat 3 rote Äpfel und kauft 4 weitere. Wie viele Äpfel "
     "hat er?", ["rote"],
     ["Die Antwort ist 7 {w} Äpfel.", "Tom hat 7 {w} Äpfel."]),
]

# a negation or doubt of a language papo does not list (Dutch,
# Swedish, Danish, Polish, Hungarian, Indonesian, Romanian, Finnish,
# Turkish), made-up words, a hedge in English
WORDS = ["niet", "inte", "ikke", "nie", "nem", "bukan", "tidak", "nu",
         "ei", "misschien", "kanske", "mungkin", "belki", "blorf",
         "glorp", "zzz", "maybe", "probably", "not", "no", "wrong",
         "approx", "roughly"]


# a negation or doubt of a script with no spaces, or Hangul, after the
# box's noun or between its adjective and the noun ("\\boxed{7} apples
# 不": answer_rest.c papo_frame_clause_after read only letters of
# spaced scripts there)
DENSE = ["不", "非", "没有", "ない", "ではない", "아니", "ไม่", "อาจ", "也许"]


def kinds(add):
    for kind, p, adjs, forms in LANGS:
        for f in forms:
            for a in adjs:
                r = f.format(w=a)
                add(kind + "-right", "7", p, r)
                add(kind + "-wrong", "8", p, r)
                if not f.startswith("\\boxed"):
                    continue
                for d in DENSE:
                    add(kind + "-twin", "7", p, r + " " + d)
                    add(kind + "-twin", "7", p, f.format(w=a + " " + d))
            for w in WORDS:
                add(kind + "-twin", "7", p, f.format(w=w))
                add(kind + "-twin", "7", p, f.format(w=adjs[0] + " " + w))


def main():
    verify_run.usage("hostile_adj93")
    return verify_run.run_kinds(
        "hostile_adj93", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
