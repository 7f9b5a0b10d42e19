#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_there48.py: a total stated as what there is, under a problem
in the same language, in 15 languages: an existential verb before the
value ("Kwa jumla kuna vitabu 126.", "No total, existem 126 livros.",
"Es gibt also 126 Bücher.") or after it and its counter ("도서관에는
126권의 책이 있다.", "本は126冊ある。"), and a Korean noun with another
particle than the problem's ("책은 모두 126권이다." where it writes
"책이") (issue 26, review 36: each of these was no_answer).

usage: hostile_there48.py PAPO_VERIFY [--list]

Family right-LANG: the statement, rewarded, and never against another
reference (family wrong).  Family LANG-twist: the same statement
negated, bounded ("more than", "at least"), hedged, made a condition
or a question, or the verb put in another mood ("있을 것이다",
"あるはずだ"), or the value approximated by a phrase ("an die", "à peu
près", "más o menos"): none rewarded.

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

# the problem, per language ({a} shelves of {b} books)
PROBLEM = {l: verify_run.BOOKS_IN[l] for l in (
    "de", "fr", "es", "it", "pt", "ru", "zh", "ja", "ko", "tr", "vi", "sw",
    "id", "th", "pl")}

# statements of the total, phrasings of this file's own ({v})
RIGHT = {
    "de": ["Es gibt also {v} Bücher.", "Insgesamt gibt es {v} Bücher.",
           "In der Bibliothek sind {v} Bücher."],
    "fr": ["Il y a donc {v} livres.", "Au total, il y a {v} livres.",
           "La bibliothèque compte {v} livres."],
    "es": ["Hay {v} libros en total.", "En total existen {v} libros.",
           "En total hay {v} libros.", "Hay {v} libros.",
           "Tiene {v} libros.", "Existen {v} libros."],
    "it": ["Ci sono {v} libri in totale.", "In totale ci sono {v} libri."],
    "pt": ["Há {v} livros no total.", "No total, existem {v} livros.",
           "Existem {v} livros no total.", "Existem {v} livros.",
           "Tem {v} livros.", "Possui {v} livros."],
    "ru": ["Всего {v} книг.", "В библиотеке {v} книг.",
           "Всего в библиотеке имеется {v} книг."],
    "zh": ["图书馆一共有{v}本书。", "所以一共有{v}本书。", "共有{v}本书。"],
    "ja": ["全部で{v}冊あります。", "よって、本は{v}冊ある。",
           "図書館には{v}冊の本があります。", "本は全部で{v}冊あります。"],
    "ko": ["책은 모두 {v}권이다.", "도서관에는 {v}권의 책이 있다.",
           "따라서 책은 총 {v}권입니다.", "모두 {v}권 있습니다.",
           "책은 {v}권 있어요.", "도서관에는 책이 {v}권 있다."],
    "tr": ["Toplam {v} kitap vardır.", "Kütüphanede {v} kitap var."],
    "vi": ["Vậy có tất cả {v} quyển sách.", "Thư viện có {v} quyển sách."],
    "sw": ["Kwa jumla kuna vitabu {v}.", "Kuna vitabu {v}.",
           "Kwa hiyo kuna vitabu {v}.", "Kulikuwa na vitabu {v}."],
    "id": ["Jadi ada {v} buku.", "Total ada {v} buku."],
    "th": ["ดังนั้นมีหนังสือทั้งหมด {v} เล่ม", "ห้องสมุดมีหนังสือ {v} เล่ม"],
    "pl": ["Łącznie jest {v} książek.", "Biblioteka ma {v} książek."],
}

# the same statements twisted: negated, bounded, hedged, a condition,
# a question, another mood ({v})
TWIST = {
    "de": ["Es gibt also nicht {v} Bücher.", "Es gibt mehr als {v} Bücher.",
           "Vielleicht gibt es {v} Bücher.", "Gibt es {v} Bücher?",
           "Wenn es {v} Bücher gibt, stimmt es.",
           "Es sind an die {v} Bücher.", "Es gibt so um die {v} Bücher."],
    "fr": ["Il n'y a pas {v} livres.", "Il y a plus de {v} livres.",
           "Il y a peut-être {v} livres.", "Y a-t-il {v} livres ?",
           "S'il y a {v} livres, c'est bon.",
           "Il y a à peu près {v} livres.", "Il y a plus ou moins {v} livres."],
    "es": ["No hay {v} libros.", "Hay más de {v} libros.",
           "Quizás hay {v} libros.", "¿Hay {v} libros?",
           "Si existen {v} libros, está bien.", "Existen al menos {v} libros.",
           "Hay más o menos {v} libros.", "Hay más de {v} libros.",
           "Hay unos {v} libros.", "Tiene casi {v} libros.",
           "Hay {v} libros o más."],
    "it": ["Non ci sono {v} libri.", "Ci sono più di {v} libri.",
           "Forse ci sono {v} libri.", "Ci sono {v} libri?",
           "Ci sono più o meno {v} libri."],
    "pt": ["Não existem {v} livros.", "Existem mais de {v} livros.",
           "Talvez existam {v} livros.", "Existem {v} livros?",
           "Existem pelo menos {v} livros.",
           "Há mais ou menos {v} livros.", "Existem cerca de {v} livros.",
           "Tem quase {v} livros.", "Tem {v} livros ou mais."],
    "ru": ["Всего не {v} книг.", "Всего больше {v} книг.",
           "Возможно, всего {v} книг.", "Всего {v} книг?"],
    "zh": ["图书馆一共没有{v}本书。", "一共有超过{v}本书。",
           "可能一共有{v}本书。", "一共有{v}本书吗？"],
    "ja": ["全部で{v}冊ありません。", "全部で{v}冊以上あります。",
           "全部で{v}冊あるかもしれません。", "全部で{v}冊ありますか？",
           "本は{v}冊あるはずだ。", "全部で{v}冊あると思います。",
           "全部で{v}冊あるだろう。"],
    "ko": ["책은 {v}권이 아니다.", "책은 {v}권보다 많다.",
           "책은 아마 {v}권이다.", "책은 {v}권 이상 있다.",
           "책이 {v}권 있을 것이다.", "책이 {v}권 있습니까?",
           "책이 {v}권 있다면 좋겠다.", "책이 {v}권 있지 않다.",
           "책은 {v}권이라고 생각한다."],
    "tr": ["Toplam {v} kitap yoktur.", "Belki {v} kitap vardır.",
           "{v} kitaptan fazla var."],
    "vi": ["Không có {v} quyển sách.", "Có thể có {v} quyển sách.",
           "Có hơn {v} quyển sách."],
    "sw": ["Kuna vitabu zaidi ya {v}.", "Labda kuna vitabu {v}.",
           "Hakuna vitabu {v}.", "Kuna vitabu chini ya {v}.",
           "Kama kuna vitabu {v}, basi."],
    "id": ["Tidak ada {v} buku.", "Mungkin ada {v} buku.",
           "Ada lebih dari {v} buku."],
    "th": ["ไม่มีหนังสือ {v} เล่ม", "อาจมีหนังสือ {v} เล่ม"],
    "pl": ["Łącznie nie ma {v} książek.", "Może jest {v} książek.",
           "Jest ponad {v} książek."],
}


def variants(rng):
    vs = []
    for _ in range(5):
        for lang in sorted(PROBLEM):
            a, b = rng.randint(3, 12), rng.randint(13, 29)
            v = a * b
            p = PROBLEM[lang].format(a=a, b=b)
            sep = "。" if lang in ("zh", "ja") else rng.choice(
                [". ", ".\n", ".\n\n"])
            work = "%d × %d = %d" % (a, b, v) + sep
            for t in RIGHT[lang]:
                verify_run.right(vs, lang, str(v), work + t.format(v=v), p,
                                 fam="right-" + lang, wrong=str(v + 7))
            for t in TWIST[lang]:
                verify_run.add(vs, lang, lang + "-twist", str(v),
                               work + t.format(v=v), p)
    return vs


def main():
    verify_run.usage("hostile_there48")
    return verify_run.run("hostile_there48", variants(random.Random(4848)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
