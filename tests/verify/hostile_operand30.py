#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_operand30.py: a value read after a term and an operator of
plain math ("The answer is therefore x+42", "Also ist die Antwort
n - 42."), and an option's letter after a conclusion word ("The answer
is therefore B", AGIEval's SAT replies) (issue 26).

usage: hostile_operand30.py PAPO_VERIFY [--list]

An answer phrase in each language, then a conclusion or affirmation
word or none, then an expression whose last term is the reference:
the reference is an operand of the expression, not the answer (family
"operand", never rewarded).  The same phrase before the value alone,
before a labelled value "x = 42" and before a sum computed out
"40 + 2 = 42" is the answer (family "right"; its twin against another
value, "wrong", never rewarded).  With the problem's options listed,
the letter after the conclusion word is the answer ("letter": right)
and against another letter is not ("wrong").  Not here: the letter in
bold after a conclusion word other than English's "therefore", "thus",
"simply" ("La réponse est donc **B**") is not read (lost, not wrong).

Prints a count per language and the summary line the t-*.sh test
reads: "hostile_operand30: N variants (M right), K wrong, L lost".
Exits 1 when an operand or a wrong one is rewarded.
"""
import sys

import verify_run

VALS = ["42", "7", "125"]

# language: (the answer phrase, conclusion words)
PHRASES = {
    "en": ("The answer is", ["therefore", "thus", "simply", "hence"]),
    "fr": ("La r\u00e9ponse est", ["donc", "ainsi"]),
    "de": ("Die Antwort ist", ["also", "daher"]),
    "es": ("La respuesta es", ["entonces"]),
    "it": ("La risposta \u00e8", ["quindi", "dunque"]),
    "pt": ("A resposta \u00e9", ["portanto", "logo"]),
    "ru": ("\u041e\u0442\u0432\u0435\u0442:", []),
}

# the term and operator before the value, as a policy writes them
OPERANDS = ["x+{v}", "x + {v}", "n - {v}", "2x+{v}", "(a+b) + {v}",
            "y^{v}", "k/{v}", "3 \u00d7 {v}", "m\u2212{v}",
            "$x+{v}$", "$n - {v}$", "$2a \\cdot {v}$", "x+{v}."]

PROBLEM = "Which is right?\n(A) 10 (B) 20 (C) 30 (D) 40"


def rows():
    vs = []
    for lang, (ph, concs) in PHRASES.items():
        for conc in [""] + concs:
            lead = ph + " " + (conc + " " if conc else "")
            for v in VALS:
                for op in OPERANDS:
                    verify_run.add(vs, lang, "operand", v,
                                   lead + op.format(v=v))
                verify_run.right(vs, lang, v, lead + v + ".")
                verify_run.right(vs, lang, v, lead + "$" + v + "$.")
                verify_run.right(vs, lang, v, lead + "x = " + v + ".")
                a = int(v) - 2
                verify_run.right(vs, lang, v, lead + "%d + 2 = %s." %
                                 (a, v))
            if not conc:
                continue
            for c in "ABCD":
                w = "ABCD"[("ABCD".index(c) + 1) % 4]
                for form in ["{c}", "({c})", "{c}."]:
                    r = "Explanation: each step checks.\n" + lead + \
                        form.format(c=c)
                    verify_run.add(vs, lang, "letter", c, r, PROBLEM)
                    verify_run.add(vs, lang, "wrong", w, r, PROBLEM)
    return vs


def main():
    verify_run.usage("hostile_operand30")
    return verify_run.run("hostile_operand30", rows(),
                          group=lambda v: v["kind"],
                          right=lambda v: v["family"] in ("right",
                                                          "letter"),
                          lost=lambda v: True, what="right", width=4)


if __name__ == "__main__":
    sys.exit(main())
