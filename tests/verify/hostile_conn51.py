#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_conn51.py: a conclusion opened by a connective whose words
alone are no connective ("C'est pourquoi la réponse est 12.", "D'où la
réponse est 12.", "Ne segue che la risposta è 12.", "Nên Tom có 12 quả
táo."; issue 26, session 39: lost before, "pourquoi", "où", "Ne" and
"Nên" read as words no table holds), and the same connective before a
negation, a hedge, a question or another's claim (never rewarded).

usage: hostile_conn51.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): fr, it, vi.
"""
import sys

import verify_run

# language: problem, connectives, right statements, twins ({c} the
# connective, {v} the value, {w} another)
LANGS = {
    "fr": ("Tom a {a} pommes et en achète {b}. Combien de pommes a-t-il ?",
           ("C'est pourquoi", "C\u2019est pourquoi", "D'o\u00f9",
            "D\u2019o\u00f9", "c'est pourquoi", "C'est pourquoi,"),
           ("{c} la r\u00e9ponse est {v}.", "{c} Tom a {v} pommes.",
            "{c} la r\u00e9ponse finale est {v}."),
           ("{c} la r\u00e9ponse n'est pas {v}.",
            "{c} la r\u00e9ponse est peut-\u00eatre {v}.",
            "{c} je pense que la r\u00e9ponse est {v}.",
            "{c} la r\u00e9ponse est {v} ou {w}.",
            "{c} la r\u00e9ponse serait {v} si Tom en gardait.",
            "{c} la r\u00e9ponse est environ {v}.",
            "Je ne sais pas pourquoi la r\u00e9ponse est {v}.",
            "Pourquoi la r\u00e9ponse est-elle {v} ?",
            "{c} Paul dit que la r\u00e9ponse est {v}.",
            "{c} la r\u00e9ponse est {v}. Non, {w}.")),
    "it": ("Tom ha {a} mele e ne compra {b}. Quante mele ha?",
           ("Ne segue che", "Ne consegue che", "ne segue che"),
           ("{c} la risposta \u00e8 {v}.", "{c} Tom ha {v} mele."),
           ("{c} la risposta non \u00e8 {v}.",
            "{c} la risposta potrebbe essere {v}.",
            "{c} la risposta \u00e8 forse {v}.",
            "{c} la risposta \u00e8 {v} o {w}.",
            "{c} la risposta \u00e8 circa {v}.",
            "Non ne segue che la risposta sia {v}.",
            "{c} la risposta \u00e8 {v}. Anzi, {w}.")),
    "vi": ("Tom c\u00f3 {a} qu\u1ea3 t\u00e1o v\u00e0 mua th\u00eam {b} "
           "qu\u1ea3. Tom c\u00f3 bao nhi\u00eau qu\u1ea3 t\u00e1o?",
           ("N\u00ean", "N\u00ean,", "n\u00ean"),
           ("{c} Tom c\u00f3 {v} qu\u1ea3 t\u00e1o.",
            "{c} \u0111\u00e1p \u00e1n l\u00e0 {v}."),
           ("{c} Tom kh\u00f4ng c\u00f3 {v} qu\u1ea3 t\u00e1o.",
            "{c} Tom c\u00f3 l\u1ebd c\u00f3 {v} qu\u1ea3 t\u00e1o.",
            "{c} \u0111\u00e1p \u00e1n c\u00f3 th\u1ec3 l\u00e0 {v}.",
            "{c} \u0111\u00e1p \u00e1n l\u00e0 {v} ho\u1eb7c {w}.",
            "{c} \u0111\u00e1p \u00e1n kh\u00f4ng ph\u1ea3i l\u00e0 {v}.",
            "Tom n\u00ean c\u00f3 {v} qu\u1ea3 t\u00e1o.",
            "{c} \u0111\u00e1p \u00e1n l\u00e0 {v}? Kh\u00f4ng ch\u1eafc.")),
}


def kinds(add):
    """Every language's rows, for verify_run.kind_rows."""
    for a, b in ((5, 7), (12, 30), (48, 52), (100, 26)):
        v = a + b
        for lang, (q, conns, rights, twins) in LANGS.items():
            p = q.format(a=a, b=b)
            work = "%d + %d = %d. " % (a, b, v)
            for c in conns:
                for t in rights:
                    r = work + t.format(c=c, v=v)
                    add(lang + "-right", str(v), p, r)
                    add(lang + "-wrong", str(v + 1), p, r)
                for t in twins:
                    add(lang + "-twin", str(v), p,
                        work + t.format(c=c, v=v, w=v + 2))


def main():
    verify_run.usage("hostile_conn51")
    return verify_run.run_kinds("hostile_conn51",
                                verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
