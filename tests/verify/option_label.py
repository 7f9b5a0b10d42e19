#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""option_label.py: the words that name an option before its letter in
the listed languages ("A resposta correta é a letra B.", ENEM, GPT-3.5
zero-shot; issue 26, round 14).

usage: option_label.py

Writes JSONL cases over a five-option problem: for each language's
statement and label word and each letter L, the statement naming L
against the reference L (want_r 1) and against the next letter (want_r
0), and the statement naming "L or M" (want_r 0 against both).
"""
import json

PROBLEM = "Qual?\n(A) 1\n(B) 2\n(C) 3\n(D) 4\n(E) 5"
# language, statement with {lab} and {x}, label words, "or"
LANGS = [
    ("pt", "A resposta correta é {lab} {x}.",
     ["a letra", "a alternativa", "a opção"], "ou"),
    ("pt", "Portanto, a resposta é {lab} {x}.", ["a letra", "a alternativa"],
     "ou"),
    ("es", "La respuesta correcta es {lab} {x}.", ["la opción"], "o"),
    ("it", "La risposta corretta è {lab} {x}.", ["l'opzione", "la lettera"],
     "o"),
    ("fr", "La bonne réponse est {lab} {x}.", ["l'option"], "ou"),
    ("en", "The answer is {lab} {x}.", ["option", "choice"], "or"),
]


def main():
    out = []
    for lang, stmt, labs, orw in LANGS:
        for lab in labs:
            for k, l in enumerate("ABCDE"):
                m = "ABCDE"[(k + 1) % 5]
                case = f"{lang}-{lab}-{l}"
                one = stmt.format(lab=lab, x=l)
                two = stmt.format(lab=lab, x=f"{l} {orw} {m}")
                out.append({"case": case, "problem": PROBLEM,
                            "response": one, "answer": l, "want_r": 1})
                out.append({"case": case + "-other", "problem": PROBLEM,
                            "response": one, "answer": m, "want_r": 0})
                for ref in (l, m):
                    out.append({"case": f"{case}-or-{ref}", "want_r": 0,
                                "problem": PROBLEM, "response": two,
                                "answer": ref})
    for o in out:
        print(json.dumps(o, ensure_ascii=False))


if __name__ == "__main__":
    main()
