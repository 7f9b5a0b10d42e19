#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall47.py: last statements that a model writes in its
problem's language with a verb of having or holding ("La bibliothèque
contient 126 livres.", "Die Bibliothek besitzt 126 Bücher.", "A
biblioteca possui 126 livros.", "В библиотеке имеется 126 книг.") or,
in Korean, a value with its counter ("총 126권이다.", "126장입니다"):
a right answer lost is lost signal (issue 26).

usage: hostile_recall47.py PAPO_VERIFY [--list]

Family right-LANG: the work, then such a statement of the right value,
rewarded; the same against another reference (family wrong) never.
Family LANG-bound: the statement with a word of approximation or bound
("environ", "etwa", "около", "이상"), never rewarded.

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

LANGS = {
    "fr": ("Une bibliothèque a {a} étagères avec {b} livres sur chaque "
           "étagère. Combien de livres la bibliothèque a-t-elle ?",
           ["La bibliothèque contient {v} livres.",
            "Donc, la bibliothèque possède {v} livres.",
            "La bibliothèque dispose de {v} livres.",
            "Elle compte {v} livres."],
           "La bibliothèque contient environ {v} livres."),
    "de": ("Eine Bibliothek hat {a} Regale mit je {b} Büchern. Wie viele "
           "Bücher hat die Bibliothek?",
           ["Die Bibliothek besitzt {v} Bücher.",
            "Die Bibliothek enthält {v} Bücher.",
            "Die Bibliothek umfasst {v} Bücher."],
           "Die Bibliothek enthält etwa {v} Bücher."),
    "es": ("Una biblioteca tiene {a} estantes con {b} libros en cada "
           "estante. ¿Cuántos libros tiene la biblioteca?",
           ["La biblioteca cuenta con {v} libros.",
            "La biblioteca contiene {v} libros.",
            "La biblioteca posee {v} libros."],
           "La biblioteca contiene unos {v} libros."),
    "it": ("Una biblioteca ha {a} scaffali con {b} libri su ogni "
           "scaffale. Quanti libri ha la biblioteca?",
           ["La biblioteca possiede {v} libri.",
            "La biblioteca contiene {v} libri."],
           "La biblioteca contiene circa {v} libri."),
    "pt": ("Uma biblioteca tem {a} prateleiras com {b} livros em cada "
           "prateleira. Quantos livros a biblioteca tem?",
           ["A biblioteca possui {v} livros.",
            "A biblioteca contém {v} livros."],
           "A biblioteca possui cerca de {v} livros."),
    "ru": ("В библиотеке {a} полок, на каждой полке {b} книг. Сколько "
           "книг в библиотеке?",
           ["В библиотеке имеется {v} книг.",
            "В библиотеке находится {v} книг.",
            "Библиотека содержит {v} книг."],
           "Библиотека содержит около {v} книг."),
    "ko": ("도서관에 책장이 {a}개 있고 각 책장에 책이 {b}권 있다. "
           "도서관에는 책이 모두 몇 권 있는가?",
           ["총 {v}권이다.", "총 {v}권입니다.", "답은 {v}권이다.",
            "따라서 도서관에는 책이 {v}권 있다."],
           "총 {v}권 이상이다."),
}


def variants(rng):
    vs = []
    for _ in range(8):
        for lang in sorted(LANGS):
            prob, rights, bound = LANGS[lang]
            for t in rights:
                a, b = rng.randint(3, 12), rng.randint(13, 29)
                v = a * b
                p = prob.format(a=a, b=b)
                r = "%d × %d = %d.\n\n%s" % (a, b, v, t.format(v=v))
                verify_run.right(vs, lang, str(v), r, p,
                                 fam="right-" + lang, wrong=str(v + 7))
            a, b = rng.randint(3, 12), rng.randint(13, 29)
            v = a * b
            r = "%d × %d = %d.\n\n%s" % (a, b, v, bound.format(v=v))
            verify_run.add(vs, lang, lang + "-bound", str(v), r,
                           prob.format(a=a, b=b))
    return vs


def main():
    verify_run.usage("hostile_recall47")
    return verify_run.run("hostile_recall47", variants(random.Random(4743)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
