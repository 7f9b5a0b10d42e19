#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_short49.py: a last statement of short words only, no word of
three letters ("It is 126.", "So it is 126.", "Il y a 126.", "Il y en a
126."), under a problem in the same language (issue 26, session 37:
each was read as a value whole, "It is 126", and not equal, and its
approximations "It is ≈126.", "Il y a ≈ 126." were rewarded, the whole
response taken for the value and the sign dropped; so were "x ≈ 126."
and "So ≈ 126." after the work); and English contractions ("It's 126.",
"That's 126 books.", "There's 126 books.", no_answer before).

usage: hostile_short49.py PAPO_VERIFY [--list]

Family right-LANG: the work, then the statement: rewarded, and never
against another value (family wrong).  Family LANG-twist: the same
statement negated, asked, approximated (~, ≈), bounded (<, ≥, "au
plus"), with another value beside it or made a condition: none
rewarded.

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

LANGS = {
    "en": (verify_run.BOOKS,
           ["It is {v}.", "So it is {v}.", "It is {v} !"],
           ["It is not {v}.", "It is ~{v}.", "It is ≈{v}.", "It is ≈ {v}.",
            "It is {v} or {w}.", "It is {w} or {v}.", "It is <{v}.",
            "It is ≥ {v}.", "Is it {v}?", "If it is {v}.", "It is {v}?",
            "Or is it {v}.", "x ≈ {v}.", "n ≈ {v}", "So ≈ {v}.",
            "At ≈ {v}.", "n \\approx {v}"]),
    # contractions ("It's", "That's", "There's"): one word each
    "en-contr": (verify_run.BOOKS,
                 ["It's {v}.", "That's {v}.", "That's {v} books.",
                  "So that's {v} books.", "It's {v} books.",
                  "There's {v} books.", "There're {v} books.",
                  "That's {v} books in total.", "So it's {v}.",
                  "That’s {v} books."],
                 ["It's not {v}.", "That's not {v} books.",
                  "That's about {v} books.", "That's roughly {v} books.",
                  "That's {v} books?", "That's at least {v} books.",
                  "That's more than {v} books.", "If that's {v} books.",
                  "That's {v} or {w} books.", "Maybe that's {v} books.",
                  "That's {v} books, maybe.", "It's probably {v}.",
                  "It's supposed to be {v}.", "It's less than {v}.",
                  "That's {v} books — wait, no.",
                  "That's {v} books, which is wrong.",
                  "There's no {v} books.", "That's {v} books, I think.",
                  "It's ≈{v}.", "There's ~{v} books."]),
    "fr": (verify_run.BOOKS_IN["fr"],
           ["Il y a {v}.", "Il y en a {v}.", "il y a {v}."],
           ["Il n'y a pas {v}.", "Il y a ~{v}.", "Il y a ≈ {v}.",
            "Il y a {v} ou {w}.", "Il y a au plus {v}.", "Y a-t-il {v} ?",
            "Si il y a {v}.", "Il y en a ≈{v}."]),
    "de": (verify_run.BOOKS_IN["de"],
           ["Es sind {v}.", "Es ist {v}."],
           ["Es sind ~{v}.", "Es sind nicht {v}.", "Sind es {v}?",
            "Es sind ≈ {v}.", "Es sind {v} od {w}."]),
    "es": (verify_run.BOOKS_IN["es"],
           ["Son {v}.", "Hay {v}."],
           ["Son ~{v}.", "No son {v}.", "¿Son {v}?", "Son ≈ {v}.",
            "Hay {v} o {w}."]),
}


def variants(rng):
    vs = []
    for _ in range(6):
        for lang in sorted(LANGS):
            problem, rights, twists = LANGS[lang]
            a, b, v = verify_run.books_drawn(rng)
            p = problem.format(a=a, b=b)
            work = "%d × %d = %d." % (a, b, v) + rng.choice(verify_run.SEPS)
            for t in rights:
                verify_run.right(vs, lang, str(v), work + t.format(v=v), p,
                                 fam="right-" + lang, wrong=str(v + 7))
            for t in twists:
                verify_run.add(vs, lang, lang + "-twist", str(v),
                               work + t.format(v=v, w=v + 3), p)
    return vs


def main():
    verify_run.usage("hostile_short49")
    return verify_run.run("hostile_short49", variants(random.Random(4951)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
