#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""row_word_end.py: an ASCII row (a conjunction, a doubt, a negation:
"ma", "no", "si", "a", "na", "se", "da") read where it is only the start
of a longer word whose next letter is written in two bytes (an accent,
a cedilla, a tilde, Greek, Cyrillic): "\\boxed{42} maçãs." was refused as
"ma" (Italian "but", a doubt) after the box.  A row ends where its word
ends (lib/verify/answer_frame.c papo_frame_row_within's letter_at).

Writes JSONL cases (case, answer, response, want_r): real nouns of
pt, es, fr and it whose first letters are a row, after a box alone or
an answer phrase (each rewarded), and the same rows as words of their
own after the box with the rest of a doubt or a negation (each refused).

usage: row_word_end.py
"""
import json

# (the row the word starts with, the word)
WORDS = [("ma", "maçãs"), ("ma", "maçanetas"), ("na", "nações"),
         ("no", "noções"), ("ni", "niños"), ("ni", "niñas"),
         ("a", "años"), ("se", "señales"), ("da", "daños"),
         ("la", "laços"), ("le", "leões"), ("si", "sièges"),
         ("do", "doñas"), ("no", "noções"), ("a", "añadidos")]
FRAMES = ["\\boxed{42} %s.", "Portanto, a resposta é \\boxed{42} %s.",
          "Por lo tanto, la respuesta es \\boxed{42} %s.",
          "Donc la réponse est \\boxed{42} %s.",
          "Quindi la risposta è \\boxed{42} %s."]
# the row as its own word: a doubt, a negation, a condition after it
TWINS = ["\\boxed{42} ma non sono sicuro.", "\\boxed{42} no sé.",
         "\\boxed{42} si no me equivoco.", "\\boxed{42} ma forse 41.",
         "\\boxed{42} no estoy seguro.", "\\boxed{42} ma non lo so.",
         "Portanto, a resposta é \\boxed{42} mas não tenho certeza.",
         "Quindi la risposta è \\boxed{42} ma potrebbe essere 41."]


def main():
    n = 0
    for row, w in WORDS:
        for f in FRAMES:
            n += 1
            # the noun the problem counts: a noun's shape alone is no
            # noun recognised (lib/verify/answer_rest.c)
            print(json.dumps({"case": "word%d-%s" % (n, row), "answer": "42",
                              "problem": "How many %s are there?" % w,
                              "response": f % w, "want_r": 1},
                             ensure_ascii=False))
    for t in TWINS:
        n += 1
        print(json.dumps({"case": "twin%d" % n, "answer": "42",
                          "response": t, "want_r": 0}, ensure_ascii=False))


if __name__ == "__main__":
    main()
