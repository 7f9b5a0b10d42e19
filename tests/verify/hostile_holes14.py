#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_holes14.py: a word no reading recognises, made of a Latin
letter outside ASCII, before the value (issue 26, found rewarded on
main in the sixteenth session).

usage: hostile_holes14.py PAPO_VERIFY [--list]

Every Latin letter outside ASCII (Latin-1's, Latin Extended-A and -B,
Latin Extended Additional: the letters of pl, tr, vi, uk's Latin, cs,
ro, ...) is put into words no language's rows hold, before the value:

 - unknown: a word of random consonants holding the letter, in an
   English, French, German, Spanish, Polish, Turkish or Vietnamese
   last statement or answer phrase ("The sum zzzzńt come to 42.", "So
   the total bvkṅ 42.", "La respuesta es bvkń 42.", "Vậy đáp án là
   bvkń 42.");
 - negation: "didn't", "isn't", "wasn't" with a neighbour of the
   apostrophe replaced by the letter ("The answer didṅt 42.", "The sum
   isń't come to 42."): a negation no row reads;
 - unitrest: a box, a unit or the noun it counts, then a variable and a
   word ("\\boxed{7} ha n even.": Hungarian's "if n is even", or any
   word), no problem text: main read the first word after the noun
   only.  Controls: the noun alone or closed ("\\boxed{7} ha in
   total.").

Main read a sentence holding such a letter as another language's
statement, whose reader was not asked or passed it over, and rewarded
it.  Controls: each language's committed statement ("The answer is
42.", "Vậy đáp án là 42.", "Odpowiedź to 42."), and the letter's word
lent by the problem ("Zńra has 42 apples." after a problem about Zńra):
each must be rewarded.

Random but seeded: the same variants every run.  Prints each variant
judged wrongly and a count per family; exits 1 when a hostile variant
is rewarded (but the known holes of KNOWN, counted apart) or a control
is not.  --list writes the variants (JSONL).
"""
import random
import sys
import unicodedata

import verify_run

VALUES = ["42", "17", "128", "60"]

# a word of the language's statement, {w} the unknown word, {v} the value
UNKNOWN = [
    "The sum {w} come to {v}.", "The answer {w} {v}.",
    "So the total {w} {v}.", "Therefore, the result {w} {v}.",
    "Donc la somme {w} {v}.", "La réponse est {w} {v}.",
    "Die Summe {w} {v}.", "Die Antwort ist {w} {v}.",
    "La respuesta es {w} {v}.", "Odpowiedź to {w} {v}.",
    "Wynik {w} {v}.", "Cevap {w} {v}.", "Vậy đáp án là {w} {v}.",
    "Đáp án {w} {v}.",
]
NEGATED = ["The answer {w} {v}.", "The sum {w} come to {v}.",
           "It {w} equal {v}.", "So the total {w} {v}."]
NEGATIONS = ["didn't", "isn't", "wasn't"]
CONTROLS = [
    "The answer is {v}.", "The total is {v}.", "Donc la réponse est {v}.",
    "Die Antwort ist {v}.", "La respuesta es {v}.", "Odpowiedź to {v}.",
    "Cevap {v}.", "Vậy đáp án là {v}.", "Die Summe ist {v}.",
    "Donc la somme est {v}.",
]
UNITS = ["ha", "psi", "acres", "knots", "bytes", "hp", "rpm", "apples",
         "cookies", "ways", "cm", "dollars"]
CONDS = ["even", "odd", "positive", "prime", "large", "small"]
CLOSED = ["", " in total", " altogether", " in all"]
LENT = ("{n} has 5 bags of 8 apples and 2 more apples. How many apples "
        "does {n} have?", "{n} has {v} apples.")


def letters():
    """Every Latin letter outside ASCII of the blocks named above."""
    out = []
    for c in list(range(0xC0, 0x250)) + list(range(0x1E00, 0x1F00)):
        ch = chr(c)
        if unicodedata.category(ch) in ("Ll", "Lu", "Lt") and \
                "LATIN" in unicodedata.name(ch, ""):
            out.append(ch)
    return out


def unknown_word(rng, ch):
    """Random consonants (three to five) with ch put among them."""
    w = [rng.choice("bcdfghjklmnpqrstvwxz") for _ in range(rng.randint(3, 5))]
    w.insert(rng.randint(0, len(w)), ch)
    return "".join(w)


def negations(ch):
    """A negation with a neighbour of its apostrophe replaced by ch:
    the 'n' ("didṅt", "did'ṅ'"?), the apostrophe and the 'n' both, the
    't'."""
    out = []
    for n in NEGATIONS:
        k = n.index("'")
        out.append(n[:k - 1] + ch + n[k:])      # "didṅ't"
        out.append(n[:k - 1] + ch + n[k + 1:])  # "didṅt"
        out.append(n[:k + 1] + ch)              # "didn'ṅ"
    return out


def rows(rng):
    c, k = [], []
    for ch in letters():
        v = rng.choice(VALUES)
        for t in UNKNOWN:
            c.append(("unknown", v, t.format(w=unknown_word(rng, ch), v=v),
                      None))
        for n in negations(ch):
            t = rng.choice(NEGATED)
            c.append(("negation", v, t.format(w=n, v=v), None))
        name = "Z" + ch + "ra"
        k.append(("lent", v, LENT[1].format(n=name, v=v),
                  LENT[0].format(n=name)))
    for u in UNITS:
        for x in CONDS + [unknown_word(rng, "") for _ in range(4)]:
            v = rng.choice(VALUES)
            c.append(("unitrest", v, "\\boxed{%s} %s %s %s." %
                      (v, u, rng.choice("nkxm"), x), None))
        for t in CLOSED:
            v = rng.choice(VALUES)
            k.append(("unitrest", v, "\\boxed{%s} %s%s." % (v, u, t),
                      None))
    for v in VALUES:
        for t in CONTROLS:
            k.append(("committed", v, t.format(v=v), None))
    return c, k


# Measured on main (16e996b4): 3,571 of the 14,927 hostile variants
# rewarded (unknown 1,921 of 9,086, negation 1,650 of 5,841), every
# control rewarded; unitrest (added after): 100 of 120, closed by
# answer_find.c's rest_known reading every word with no problem too.  Closed by answer_open.c's latin_unread (the words
# holding such a letter, in a last statement's opener and between an
# answer phrase and its value, each a row's or the problem's): 34 left,
# a capitalised word of Latin-1 right before the value in a French,
# German or Spanish reading ("Donc la somme Àctcf 42.", "Die Antwort
# ist Ãpwv 42."), which answer_euro.c read as a name with no problem
# (as it did "Actcf"); closed there (euro_read: no word after it shows
# it one) but in German, whose nouns are capitalised ("Damit hat die
# Gleichung fünfzehn Lösungen.", verify-kinds): 12 left.  Holes left are
# listed here and counted apart; tests/t-verify-hostile-holes14.sh caps
# them.  Closed (h26-holes16): German's exception holds for a word in
# German's letters only (answer_euro.c, german_letters: ASCII's, ä, ö,
# ü, ß), "Âhfkp" is no German noun: 0 left (hostile_holes16's letters
# family writes the same over every Latin-1 capital and three frames).
KNOWN = []


def main():
    verify_run.usage("hostile_holes14")
    c, k = rows(random.Random(1426))
    return verify_run.run("hostile_holes14", verify_run.records(c, k),
                          lambda v: v["family"],
                          known=verify_run.known_by(KNOWN), width=18)


if __name__ == "__main__":
    sys.exit(main())
