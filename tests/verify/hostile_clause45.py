#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_clause45.py: another value committed in the clause right
before the answer, in the answer's own sentence or behind several
conclusion openers, and the clause of work before a conclusion's
connective in the European languages (issue 26).

usage: hostile_clause45.py PAPO_VERIFY [--list]

Each round draws the problem's two numbers (shelves and books on each,
the answer v their product) and another value u, and writes one kind:

  chain    openers in a row, then a total's noun given u, then a
           conclusion word and the answer v: "So the count is u,
           giving \\boxed{v}", "Thus, in the end, the total is u; hence
           **v**", "So the result is u, so the answer is v.", "Also ist
           das Ergebnis u, also \\boxed{v}", "Le résultat est u, donc
           \\boxed{v}", "Сумма равна u, поэтому \\boxed{v}".
  same     the question restated with u in a clause of the answer's
           own sentence, a connective, then the language's answer
           phrase with v: "The library has u books, so the answer is
           v.", "La bibliothèque a u livres, donc la réponse est v.",
           "图书馆一共有u本书，所以答案是v。"
  worded   a clause of words before the connective that negates or
           doubts, or names the answer's standing ("Unclear, so the
           answer is v.", "My method is shaky, so the answer is v.",
           "Ce n'est pas a × b = v, donc la réponse est v.",
           "Non ne sono sicuro, quindi la risposta è v."): the
           European phrases read such a clause word by word.

None is rewarded (family KIND).  Their right twins (family
right-KIND, rewarded; against another value family wrong, never): the
same sentences with v for u, and the computation "a × b = v" as the
clause before the connective ("9 × 14 = 126, donc la réponse est
126.", "quindi", "así que", "portanto", "所以"), which the European
phrases read as work, a sentence of its own.

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

PROBLEM = {
    "en": "A library has {a} shelves with {b} books on each shelf. How "
          "many books does the library have?",
    "fr": "Une bibliothèque a {a} étagères de {b} livres chacune. Combien "
          "de livres la bibliothèque a-t-elle ?",
    "es": "Una biblioteca tiene {a} estantes con {b} libros cada uno. "
          "¿Cuántos libros tiene la biblioteca?",
    "it": "Una biblioteca ha {a} scaffali con {b} libri ciascuno. Quanti "
          "libri ha la biblioteca?",
    "pt": "Uma biblioteca tem {a} estantes com {b} livros cada. Quantos "
          "livros a biblioteca tem?",
    "zh": "图书馆有{a}个书架，每个书架上有{b}本书。图书馆一共有多少本书？",
    "de": "Eine Bibliothek hat {a} Regale mit je {b} Büchern. Wie viele "
          "Bücher hat die Bibliothek?",
    "ru": "В библиотеке {a} полок, на каждой по {b} книг. Сколько книг в "
          "библиотеке?",
}

# the same chain in other languages: a total or a result said to be x,
# then a connective and the answer
CHAIN = {
    "de": ["Also ist das Ergebnis {x}, also {ans}",
           "Also ist die Summe {x}, daher {ans}",
           "Das Ergebnis ist {x}, also {ans}"],
    "fr": ["Donc le total est {x}, d'où {ans}", "Le résultat est {x}, donc {ans}",
           "Ainsi, le total est {x}, donc {ans}"],
    "es": ["Entonces el total es {x}, así que {ans}",
           "El resultado es {x}, por lo tanto {ans}"],
    "it": ["Quindi il totale è {x}, perciò {ans}",
           "Il risultato è {x}, quindi {ans}"],
    "pt": ["Portanto o total é {x}, logo {ans}",
           "O resultado é {x}, portanto {ans}"],
    "ru": ["Итак, результат равен {x}, поэтому {ans}",
           "Сумма равна {x}, поэтому {ans}"],
}

# this file's own phrasings: openers in a row, a total's noun, a link
OPENERS = ["So", "So, in the end,", "Thus", "Therefore", "Hence,",
           "So finally,", "Thus, all in all,"]
NOUNS = ["the count is", "the total is", "the result is",
         "the total comes to", "the count comes to"]
LINKS = [", giving {ans}", ", so {ans}", "; hence {ans}", ", thus {ans}",
         ", therefore {ans}", ".\n\n{ans}"]
ANSWERS = ["\\boxed{{{v}}}", "**{v}**", "$\\boxed{{{v}}}$"]
PHRASED = [", so the answer is {v}.", ", hence the final answer is {v}.",
           ", so the final answer is $\\boxed{{{v}}}$.",
           ", therefore the answer is \\boxed{{{v}}}."]

# the question restated with a value, then the language's connective
# and answer phrase
SAME = {
    "en": ["The library has {x} books, so the answer is {v}.",
           "So there are {x} books in all, so the final answer is "
           "\\boxed{{{v}}}.",
           "The library has {x} books in total, hence the answer is {v}."],
    "fr": ["La bibliothèque a {x} livres, donc la réponse est {v}.",
           "La bibliothèque a {x} livres, ainsi la réponse est {v}."],
    "es": ["La biblioteca tiene {x} libros, así que la respuesta es {v}.",
           "La biblioteca tiene {x} libros, por lo tanto la respuesta "
           "es {v}."],
    "it": ["La biblioteca ha {x} libri, quindi la risposta è {v}."],
    "pt": ["A biblioteca tem {x} livros, portanto a resposta é {v}.",
           "A biblioteca tem {x} livros, logo a resposta é {v}."],
    "zh": ["图书馆一共有{x}本书，所以答案是{v}。",
           "图书馆一共有{x}本书，因此答案是{v}。"],
}

# a computation before the connective: work
WORK = {
    "en": ["{a} × {b} = {v}, so the answer is {v}."],
    "fr": ["{a} × {b} = {v}, donc la réponse est {v}.",
           "$ {a} \\times {b} = {v} $, donc la réponse est {v}.",
           "{a} × {b} = {v} livres, donc la réponse est {v}."],
    "es": ["{a} × {b} = {v}, así que la respuesta es {v}.",
           "{a} · {b} = {v}, por lo tanto la respuesta es {v}."],
    "it": ["{a} × {b} = {v}, quindi la risposta è {v}.",
           "{a} * {b} = {v}, quindi la risposta è {v}."],
    "pt": ["{a} × {b} = {v}, portanto a resposta é {v}.",
           "{a} × {b} = {v}, logo a resposta é {v}."],
    "zh": ["{a}×{b}={v}，所以答案是{v}。"],
}

# a clause of words that negates or doubts, before the connective
WORDED = {
    "en": ["Unclear, so the answer is {v}.",
           "Unverified, so the answer is \\boxed{{{v}}}.",
           "My method is shaky, so the answer is {v}.",
           "All of this is tentative, hence the answer is {v}.",
           "Uncertain, but all in all, so the final answer is {v}."],
    "fr": ["Ce n'est pas {a} × {b} = {v}, donc la réponse est {v}.",
           "Je ne suis pas sûr que {a} × {b} = {v}, donc la réponse est "
           "{v}.",
           "Rien n'est certain, donc la réponse est {v}."],
    "es": ["No es seguro que {a} × {b} = {v}, así que la respuesta es "
           "{v}.",
           "No estoy seguro, así que la respuesta es {v}."],
    "it": ["Non ne sono sicuro, quindi la risposta è {v}.",
           "Non è vero che {a} × {b} = {v}, quindi la risposta è {v}."],
    "pt": ["Não tenho certeza, portanto a resposta é {v}.",
           "Não é verdade que {a} × {b} = {v}, portanto a resposta é "
           "{v}."],
}


def drawn(rng):
    a, b = rng.randint(3, 19), rng.randint(6, 29)
    return a, b, a * b


def other(rng, v):
    return v + rng.choice([-37, -10, 9, 24, 51])


def twins(vs, lang, kind, v, u, p, make):
    """The response make(u) of another value u (family KIND, never
    rewarded) and its right twin make(v) (family right-KIND)."""
    verify_run.add(vs, lang, kind, str(v), make(str(u)), p)
    verify_run.right(vs, lang, str(v), make(str(v)), p,
                     fam="right-" + kind, wrong=str(v + 7))


def kind_chain(rng, vs):
    for op in OPENERS:
        for noun in NOUNS:
            for link in LINKS:
                a, b, v = drawn(rng)
                ans = rng.choice(ANSWERS).format(v=v)
                t = "%s %s @X@%s" % (op, noun, link.format(ans=ans))
                twins(vs, "en", "chain", v, other(rng, v),
                      PROBLEM["en"].format(a=a, b=b),
                      lambda x, t=t: t.replace("@X@", x))
        for ph in PHRASED:
            a, b, v = drawn(rng)
            p = PROBLEM["en"].format(a=a, b=b)
            t = "%s %s @X@%s" % (op, rng.choice(NOUNS), ph.format(v=v))
            twins(vs, "en", "chain", v, other(rng, v), p,
                  lambda x, t=t: t.replace("@X@", x))


def kind_chain_lang(rng, vs):
    for _ in range(3):
        for lang, ts in CHAIN.items():
            for t in ts:
                a, b, v = drawn(rng)
                p = PROBLEM[lang].format(a=a, b=b)
                t = t.replace("{ans}", rng.choice(ANSWERS).format(v=v))
                twins(vs, lang, "chain", v, other(rng, v), p,
                      lambda x, t=t: t.replace("{x}", x))


def kind_same(rng, vs):
    for _ in range(4):
        for lang, ts in SAME.items():
            for t in ts:
                a, b, v = drawn(rng)
                twins(vs, lang, "same", v, other(rng, v),
                      PROBLEM[lang].format(a=a, b=b),
                      lambda x, t=t, v=v: t.format(x=x, v=v))
        for lang, ts in WORK.items():
            for t in ts:
                a, b, v = drawn(rng)
                verify_run.right(vs, lang, str(v),
                                 t.format(a=a, b=b, v=v),
                                 PROBLEM[lang].format(a=a, b=b),
                                 fam="right-work", wrong=str(v + 7))


def kind_worded(rng, vs):
    for _ in range(4):
        for lang, ts in WORDED.items():
            for t in ts:
                a, b, v = drawn(rng)
                verify_run.add(vs, lang, "worded", str(v),
                               t.format(a=a, b=b, v=v),
                               PROBLEM[lang].format(a=a, b=b))


def variants(rng):
    vs = []
    for k in (kind_chain, kind_chain_lang, kind_same, kind_worded):
        k(rng, vs)
    return vs


def main():
    verify_run.usage("hostile_clause45")
    return verify_run.run("hostile_clause45", variants(random.Random(4545)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=14,
                          lost=lambda v: True)


if __name__ == "__main__":
    sys.exit(main())
