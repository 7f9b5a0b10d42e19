#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_wrong23.py: the wrong rewards found in round 23 (issue 26),
each hostile form beside its twin that must stay rewarded:

 - order: a problem that asks several quantities, each in its place
   (two blanks "____", "(\\quad)", "（ ）", "respectively", 分别, "(1)
   ... (2) ...", "the first ... the second"), or a reference whose
   items stand between ';' ("0; 3"), answered with the items swapped
   ("3 ; 0", "3, 0", "3 and 0"); the twins: the items in order, and
   the same swap where the problem asks a set ("Find all x", "the
   roots", 所有, "toutes les solutions") or nothing tells;
 - noun: a count of a noun that is no unit ("How many weekdays ...?",
   "How many paise?", "Combien de centimes ?", "Сколько копеек?")
   answered with a unit or another noun ("\\boxed{3} weeks", "42
   rupees", "42 $", "42 рублей"); the twins: the noun asked, a form of
   it ("копейки"), its head ("3 days" for weekdays), the value bare;
 - heading: a step's or a section's heading whose word is one letter
   repeated ("Step 4: Qqq", "## Www", "**qqqq**") above the answer;
   the twins: a heading of words ("Step 4: Final answer") and the
   filler padding "xxxx" that opens a test's response.

usage: hostile_wrong23.py PAPO_VERIFY [--list]

Every variant is labelled by construction (its reference is the value
in another order, or the count of another noun, or the answer under a
heading no row reads), so a reward is a wrong reward.
"""
import sys

import verify_run

PAIRS = [("0", "3"), ("2", "-1"), ("5", "12"), ("\\frac{1}{2}", "4")]

# problems that ask two quantities, each in its place ({a}: none)
ORDERED = [
    "Fill in the blanks: $x+y=$ ____ and $xy=$ ____.",
    "则 $(\\vec{a}+\\vec{b}) \\cdot \\vec{c}=(\\quad)$ ;"
    "$\\vec{a} \\cdot \\vec{b}=(\\quad)$",
    "已知数列，则首项为（ ），公比为（ ）。",
    "Find the sum and the product of the numbers, respectively.",
    "求 $f(0)$ 与 $f(1)$ 的值分别是多少？",
    "(1) Find $f(0)$. (2) Find $f(1)$.",
    "What are the first term and the second term?",
    "Trouvez la somme et le produit, respectivement.",
]
# problems that ask a set: the swap stays rewarded
SETS = [
    "Find all x such that $x^2 - 3x = 0$.",
    "What are the roots of the equation?",
    "求方程的所有实数解。",
    "Trouvez toutes les solutions.",
    "List all values of x such that $f(x) = 0$.",
]
LISTS = ["%s ; %s", "%s; %s", "%s, %s", "The answer is %s, %s.",
         "\\boxed{%s, %s}", "The answer is %s and %s."]


def order_rows(c, k):
    for a, b in PAIRS:
        for p in ORDERED:
            for ref in ("%s; %s" % (a, b), "%s, %s" % (a, b)):
                for f in LISTS:
                    c.add("order", (ref, p), f % (b, a))
                    k.add("order", (ref, p), f % (a, b))
        for p in SETS:
            for f in LISTS:
                k.add("order", ("%s, %s" % (a, b), p), f % (b, a))
        # nothing tells and the reference is no ';' list: as before
        for f in LISTS:
            k.add("order", ("%s, %s" % (a, b), "Solve it."), f % (b, a))
        for f in LISTS:
            c.add("order", ("%s; %s" % (a, b), "Solve it."), f % (b, a))


# (problem, responses answering another noun, responses of the noun)
NOUNS = [
    ("How many weekdays are there in the period?",
     ["\\boxed{{{v}}} weeks", "The answer is {v} weeks.",
      "The answer is {v} hours.", "\\boxed{{{v}}} months"],
     ["\\boxed{{{v}}} weekdays", "The answer is {v} weekdays.",
      "The answer is {v} days.", "\\boxed{{{v}}}"]),
    ("How many paise does it cost?",
     ["The answer is {v} rupees.", "The answer is ₹{v}.",
      "The answer is {v} dollars."],
     ["The answer is {v} paise.", "The answer is {v}."]),
    ("How many apples does Jenny have?",
     ["\\boxed{{{v}}} pears", "The answer is {v} kg.",
      "The answer is {v} oranges."],
     ["\\boxed{{{v}}} apples", "The answer is {v} apples.",
      "The answer is {v}."]),
    ("Combien de centimes coûte-t-il ?",
     ["La réponse est {v} $.", "La réponse est {v} euros."],
     ["La réponse est {v} centimes.", "La réponse est {v}."]),
    ("Сколько копеек стоит?",
     ["Ответ: {v} рублей.", "Ответ: {v} рубля."],
     ["Ответ: {v} копеек.", "Ответ: {v}."]),
    ("How many doorbell rings did the doorbell make?",
     ["\\boxed{{{v}}} minutes", "The answer is {v} knocks."],
     ["\\boxed{{{v}}} rings", "The answer is {v} doorbell rings."]),
    ("Wie viele Äpfel hat Anna?", ["Die Antwort ist {v} Birnen."],
     ["Die Antwort ist {v} Äpfel.", "Die Antwort ist {v}."]),
    # a count with no noun, an amount of a mass: the unit measures it
    ("Gumballs cost a nickel each. If he has 8 quarters, how many can "
     "he buy?", [],
     ["\\boxed{{{v}}} gumballs", "The answer is {v} gumballs."]),
    ("How much fabric should he buy?", [],
     ["\\boxed{{{v}}} inches", "The answer is {v} inches."]),
    ("How much money does he make a week?", [],
     ["\\boxed{{{v}}} dollars", "The answer is ${v}."]),
    ("¿Cuántos centavos cuesta?", ["La respuesta es {v} pesos."],
     ["La respuesta es {v} centavos.", "La respuesta es {v}."]),
    ("¿Cuántas manzanas tiene Ana?",
     ["La respuesta es {v} peras.", "La respuesta es {v} kg."],
     ["La respuesta es {v} manzanas.", "La respuesta es {v}."]),
]


def noun_rows(c, k, v):
    for p, bad, good in NOUNS:
        for r in bad:
            c.add("noun", (v, p), r.format(v=v))
        for r in good:
            k.add("noun", (v, p), r.format(v=v))


WORDS = ["Qqq", "Www", "qqqq", "Zzz", "Aaaa", "Mmm"]
HEADS = ["Step 4: %s\n\\boxed{%s}", "## %s\n\n\\boxed{%s}",
         "**%s**\n\nThe answer is %s.", "## Step 3: %s\n\nThe answer is %s.",
         "%s\n---\n\\boxed{%s}", "### %s\n$$\\boxed{%s}$$"]
GOOD = ["Final answer", "Conclusion", "Answer"]


def heading_rows(c, k, v):
    for h in HEADS:
        for w in WORDS:
            c.add("heading", v, h % (w, v))
        for w in GOOD:
            k.add("heading", v, h % (w, v))
    k.add("heading", v, "xxxxxxxxxxxxxxxx Answer: %s" % v)


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    order_rows(c, k)
    for v in ["42", "17", "305"]:
        noun_rows(c, k, v)
        heading_rows(c, k, v)
    return c.out, k.out


# No hole is left: a count asked in French or Russian ("Combien de
# centimes ?", "Сколько копеек?") answered in another currency (12
# before) asks a currency's subunit, a unit of its currency
# (lib/verify/units.c).
KNOWN = []


def main():
    verify_run.usage("hostile_wrong23")
    out, ctl = rows()
    return verify_run.run("hostile_wrong23", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
