#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_holes12.py: wrong or disowned answers the helpers of the
fifteenth session found rewarded (issue 26), each a family of hostile
variants beside committed twins.

usage: hostile_holes12.py PAPO_VERIFY [--list]

Families:
 - after: a last statement with no answer phrase ("The total is 42.",
   "Jenny has 42 apples.", in every listed language with such
   statements), then a sentence of its own that takes the value back
   ("Rejected.", "We discarded it.", "Verworfen."): main read that
   sentence as the rest of the statement's own sentence, whose rows take
   function words and verbs, and rewarded it.  Controls: the same
   statements alone or followed by a recognised closing remark ("Done.",
   "Hope this helps!").
 - estimate: a problem that asks for an estimate, and an answer bounded
   ("about 42") or disowned ("my estimate was off by \\boxed{42}"):
   asking for an estimate is not asking to round.  Controls: the
   estimate stated ("The estimate is 42.", "\\boxed{42}").
 - bold: a power written "4**2" before a statement whose bold value is
   unclosed ("... the total is **42."): a "**" between digits is no
   bold marker.  Controls: the bold closed.
 - compound: an answer's name made part of a longer noun or clause
   before the copula ("答案书上写的是42。": what the answer book says).
   Controls: the answer's own ("答案是42。", "答案的值是42。").
 - equation: a last statement whose value an equation gives, the words
   before the equation's name disowning it ("The error is x = 42.").
   Controls: "So x = 42.", "The total is x = 42.".

Random but seeded: the same variants every run.  Prints each variant
judged wrongly and a count per family; exits 1 when a hostile variant
is rewarded or a control is not.  --list writes the variants (JSONL)
instead of running them.
"""
import random
import sys

import verify_run

VALUES = ["42", "17", "128", "60", "9"]

# Last statements with no answer phrase, per language (G the value).
STATEMENTS = {
    "en": ["The total is G.", "Jenny has G apples.", "So the sum is G.",
           "Therefore the total comes to G.", "In total there are G "
           "marbles.", "So she needs G cups of flour."],
    "fr": ["Le total est G.", "Donc Marie a G pommes.",
           "La somme vaut G."],
    "de": ["Die Summe ist G.", "Also hat Anna G Äpfel.",
           "Insgesamt sind es G Murmeln."],
    "es": ["El total es G.", "Por lo tanto, Juan tiene G manzanas."],
    "it": ["Il totale è G.", "Quindi la somma è G."],
    "pt": ["O total é G.", "Portanto, a soma é G."],
    "ru": ["Итого G.", "Сумма равна G.", "Значит, сумма равна G."],
}

# Sentences of their own that take the value back, per language.
TAKEBACK = {
    "en": ["Rejected.", "Discarded.", "We rejected it.",
           "It was discarded.", "Withdrawn.", "Scrapped.", "Retracted.",
           "We discarded this value.", "It was rejected by the check.",
           "Struck.", "Voided.", "Ruled out.", "Disregard it.",
           "Not accepted.", "Crossed out.", "Dropped.", "Abandoned.",
           "We threw it out.", "It was thrown out."],
    "fr": ["Rejeté.", "Écarté.", "Nous l'avons rejeté.", "Abandonné."],
    "de": ["Verworfen.", "Abgelehnt.", "Wir haben es verworfen.",
           "Gestrichen."],
    "es": ["Descartado.", "Rechazado.", "Lo descartamos.",
           "Fue rechazado."],
    "it": ["Scartato.", "Respinto.", "L'abbiamo scartato."],
    "pt": ["Descartado.", "Rejeitado.", "Nós o descartamos."],
    "ru": ["Отклонено.", "Отброшено.", "Мы это отбросили."],
}

# Closing remarks recognised after an answer (English: the statements of
# every language are followed by these in the corpus's responses too).
CLOSING = ["", " Done.", " That is all.", " Hope this helps!", " Q.E.D.",
           " I hope my answer is correct.", " All done.", " Good luck!"]

# (the problem names every statement's subject: a name it does not give
# is refused before the remark is read, as "Donc Marie a 42 pommes."
# alone is under a problem about Jenny; and the noun after a unit's
# "of", as "128 cups of flour" is refused under a problem with no
# flour)
PROBLEMS = [None, "Jenny, Marie, Anna and Juan have some apples, "
            "marbles and flour. Add the numbers."]


def fill(t, g):
    return t.replace("G", g)


def after(rng, c, k):
    for lang, stmts in STATEMENTS.items():
        for st in stmts:
            for tb in TAKEBACK[lang] + (TAKEBACK["en"] if lang != "en"
                                        else []):
                v = rng.choice(VALUES)
                sep = rng.choice([" ", "\n\n"])
                c.append(("after", v, fill(st, v) + sep + tb,
                          rng.choice(PROBLEMS)))
            for cl in CLOSING:
                v = rng.choice(VALUES)
                k.append(("after", v, fill(st, v) + cl,
                          rng.choice(PROBLEMS)))


ESTIMATE_PROBLEMS = [
    "Estimate the total of 19, 11 and 12.",
    "Give an estimate of the number of apples Jenny has.",
    "Estimate how many marbles are in the jar.",
    "What is a good estimate for the sum?",
]

# Answers to a problem that asks for an estimate, bounded or disowned.
ESTIMATE_TWINS = [
    "The total is about G.", "The total is roughly G.",
    "The total is approximately G.", "My estimate was off by \\boxed{G}.",
    "The estimate is wrong by G.", "The error of the estimate is "
    "\\boxed{G}.", "The total is around G.", "So the estimate is close "
    "to G.", "The answer is about G.", "The estimate is at least G.",
    "The estimate is off by G.", "It is about \\boxed{G}.",
]

ESTIMATE_CONTROLS = [
    "The estimate is G.", "So the estimate is \\boxed{G}.",
    "The answer is G.", "\\boxed{G}", "The total is G.",
    "Therefore, the estimated total is \\boxed{G}.",
]


def estimate(rng, c, k):
    for p in ESTIMATE_PROBLEMS:
        for t in ESTIMATE_TWINS:
            v = rng.choice(VALUES)
            c.append(("estimate", v, fill(t, v), p))
        for t in ESTIMATE_CONTROLS:
            v = rng.choice(VALUES)
            k.append(("estimate", v, fill(t, v), p))


# A power written with "**" (G's first digit, then its second, so that
# the unclosed bold value reads as G), then a statement whose bold value
# is not closed.
BOLD_TWINS = [
    "A**B is the square, so the total is **G.",
    "With x = A, x**B = C, so the total is **G.",
    "(A+0)**B = C, so the total is **G.",
    "First, A**B = C. So the total is **G.",
    "We compute A**B and get C, hence the answer is **G.",
    "Since A**B = C, the result is **G.",
]

BOLD_CONTROLS = [
    "A**B is the square, so the total is **G**.",
    "With x = A, x**B = C, so the total is **G**.",
    "(A+0)**B = C, so the total is **G**.",
    "First, A**B = C. So the total is **G**.",
    "Since A**B = C, the result is **G**.",
]


def bold(rng, c, k):
    for a in range(2, 8):
        for b in range(2, 4):
            v = rng.choice(VALUES)
            for t in BOLD_TWINS:
                c.append(("bold", v, t.replace("A", str(a)).replace(
                    "B", str(b)).replace("C", str(a ** b)).replace(
                    "G", v), None))
            for t in BOLD_CONTROLS:
                k.append(("bold", v, t.replace("A", str(a)).replace(
                    "B", str(b)).replace("C", str(a ** b)).replace(
                    "G", v), None))


# An answer's name made part of a longer noun or clause before the
# copula ("答案书上写的是42。": what the answer book says).
COMPOUND_TWINS = ["答案书上写的是G。", "答案册里写的是G。", "答案纸上印的是G。",
                  "答案页上给的是G。", "答案书上面写的是G。",
                  "所以，答案书上写的是G。", "答案本里给出的是G。",
                  "解答集に書いてあるのはGです。"]
COMPOUND_CONTROLS = ["答案是G。", "答案的值是G。", "所以答案是G。",
                     "最终答案是G。", "因此，答案是G。", "答えはGです。",
                     "答案也是G。", "所以答案就是G。", "答案为G。"]


def compound(rng, c, k):
    for t in COMPOUND_TWINS:
        for v in rng.sample(VALUES, 3):
            c.append(("compound", v, fill(t, v), None))
    for t in COMPOUND_CONTROLS:
        for v in rng.sample(VALUES, 3):
            k.append(("compound", v, fill(t, v), None))


# A last statement whose value an equation gives, its words before the
# equation's name disowning it ("The error is x = 42.").
EQUATION_TWINS = ["The error is x = G.", "So the wrong value is x = G.",
                  "Step 2: the error is x = G.", "The rejected value is "
                  "n = G.", "My first guess was x = G.", "The incorrect "
                  "root is x = G.", "In 2024, the wrong total is t = G.",
                  "Allegedly the total is x = G."]
EQUATION_CONTROLS = ["So x = G.", "The total is x = G.",
                     "Therefore, the value is x = G.",
                     "Step 2: the total is x = G.", "Hence n = G.",
                     "Thus the answer is x = G.",
                     "If x = 3, then y = G.", "When n = 2, m = G."]


def equation(rng, c, k):
    for t in EQUATION_TWINS:
        for v in rng.sample(VALUES, 3):
            c.append(("equation", v, fill(t, v), None))
    for t in EQUATION_CONTROLS:
        for v in rng.sample(VALUES, 3):
            k.append(("equation", v, fill(t, v), None))


def main():
    verify_run.usage("hostile_holes12")
    rng = random.Random(1226)
    c, k = [], []
    for fam in (after, estimate, bold, compound, equation):
        fam(rng, c, k)
    return verify_run.run("hostile_holes12", verify_run.records(c, k),
                          lambda v: v["family"],
                          width=16)


if __name__ == "__main__":
    sys.exit(main())
