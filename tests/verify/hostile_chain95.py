#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_chain95.py: a last statement whose value ends a computation
in TeX math after its verb ("The shop sells $12 \\times 5 = 60$ pens.",
"The shop sells \\(12 \\cdot 5 = 60\\) pens in 5 days."), in English,
German, French and Spanish, and the same hedged, bounded, supposed or
given another value (issue 26, session 59).

A computation in plain digits after a verb was read ("The shop sells
12 × 5 = 60 pens."); in TeX math its operator's name ("\\times") and
the math's marks ("\\(", "\\)") stopped the reader, and the right
answer was lost.  answer_prose.c chain_start now steps over the TeX
operators and object_value asks the word before the computation's
start, alone_after steps over the closing "\\)".  A word between the
computation's last '=' and the value ("12 × 5 = blorf 60") is no
chain's.

usage: hostile_chain95.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

MATH = [("$", "$"), ("\\(", "\\)")]

# words between the computation's '=' and its value ("It sells 12 × 5 =
# blorf 60 pens in 5 days." was rewarded: answer_prose.c word_after_eq)
AFTER_EQ = ["blorf", "不", "ไม่", "not", "nicht", "아니"]
OPS = ["\\times", "\\cdot"]

# (kind, problem, statements of {c} the computation, hedges put before
# it, doubts put after the statement)
LANGS = [
    ("en", "A shop sells 12 pens a day. How many pens does it sell in 5 "
     "days?",
     ["The shop sells {c} pens.", "It sells {c} pens in 5 days.",
      "So the shop sells {c} pens."],
     ["about", "roughly", "maybe", "probably", "not", "at least",
      "nearly", "vielleicht", "quizás", "ไม่", "不"],
     [", I think", ", I guess", " (not sure)", ", or so"]),
    ("de", "Ein Laden verkauft 12 Stifte am Tag. Wie viele Stifte "
     "verkauft er in 5 Tagen?",
     ["Der Laden verkauft {c} Stifte.",
      "Der Laden verkauft {c} Stifte in 5 Tagen."],
     ["etwa", "ungefähr", "vielleicht", "nicht", "mindestens", "maybe"],
     [", glaube ich", ", vermutlich", " (nicht sicher)"]),
    ("fr", "Une boutique vend 12 stylos par jour. Combien de stylos "
     "vend-elle en 5 jours ?",
     ["La boutique vend {c} stylos."],
     ["environ", "peut-être", "pas", "au moins", "maybe"],
     [", je crois", ", je pense", " (pas sûr)"]),
    ("es", "Una tienda vende 12 bolígrafos al día. ¿Cuántos bolígrafos "
     "vende en 5 días?",
     ["La tienda vende {c} bolígrafos."],
     ["aproximadamente", "quizás", "no", "al menos", "maybe"],
     [", creo", ", supongo", " (no estoy seguro)"]),
]


def kinds(add):
    for kind, p, forms, hedges, doubts in LANGS:
        for f in forms:
            for m0, m1 in MATH:
                for op in OPS:
                    c = "%s12 %s 5 = 60%s" % (m0, op, m1)
                    r = f.format(c=c)
                    add(kind + "-right", "60", p, r)
                    add(kind + "-wrong", "61", p, r)
                    # another result ("12 \\times 5 \\approx 60" is
                    # none: its exact part is the answer, as "x = 1/3
                    # \\approx 0.333" is read)
                    add(kind + "-twin", "60", p, f.format(
                        c="%s12 %s 5 = 61%s" % (m0, op, m1)))
                    # a word between the last '=' and the value
                    for w in AFTER_EQ:
                        add(kind + "-twin", "60", p, f.format(
                            c="%s12 %s 5 = %s 60%s" % (m0, op, w, m1)))
                        add(kind + "-twin", "60", p, f.format(
                            c="12 × 5 = %s 60" % w))
                    for h in hedges:
                        add(kind + "-twin", "60", p,
                            f.format(c=h + " " + c))
                    for d in doubts:
                        add(kind + "-twin", "60", p, r[:-1] + d + ".")


def main():
    verify_run.usage("hostile_chain95")
    return verify_run.run_kinds(
        "hostile_chain95", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
