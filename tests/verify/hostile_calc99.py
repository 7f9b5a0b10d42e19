#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_calc99.py: a last statement that gives its value by a
computation ("Therefore 12 × 5 = 60 pens.", "So \\(12 \\times 5 =
60\\) pens.", "12 pens × 5 = 60 pens."), rewarded, and the same with a
word or a sign put inside the computation, between any two of its
parts ("12 × 5 falsch = 60", "12 nie × 5 = 60", "12 × 5 = ~ 60",
"12 × 5 or 7 = 60"), never (issue 26, session 60).

The last statement's readers read the words before its first number
and those between the number before the value and the value when no
math stood there, and passed an opener that held '=' as a premise's
equation; a word or a sign elsewhere inside a computation was read by
none: 1,045 of this generator's variants were rewarded on session 59's
binary.  answer_calc.c now reads each word and sign between a
computation's parts, for the last statement and for a whole response
that is a computation.

usage: hostile_calc99.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

# noun, problem, the computation's parts (operands and operators, the
# value last), the plural the problem writes
PROBLEMS = [
    ("apples", "Tom has 3 apples and buys 4 more. How many apples does "
     "he have?", ["3", "+", "4"], 7),
    ("pens", "A shop sells 12 pens a day. How many pens does it sell in "
     "5 days?", ["12", "×", "5"], 60),
    ("stickers", "Mia had 20 stickers and gave away 8. How many "
     "stickers does she have?", ["20", "-", "8"], 12),
    ("cookies", "Ana bakes 6 trays of 8 cookies. How many cookies does "
     "she bake?", ["6", "×", "8"], 48),
]

TEX = {"×": "\\times", "+": "+", "-": "-"}

# the sentences a computation c (its parts joined) stands in
FRAMES = ["{c} = {v} {n}.", "Therefore {c} = {v} {n}.",
          "So, {c} = {v} {n}.", "{c} = {v} {n} in total.",
          "So ${t} = {v}$ {n}.", "Thus \\({t} = {v}\\) {n}.",
          "Therefore, $${t} = {v}$$"]

# put between two parts of the computation
WORDS = ["blorf", "falsch", "faux", "pas", "nicht", "not", "maybe",
         "about", "wrong", "or 7", "niet", "chyba", "belki", "mungkin",
         "không", "ไม่", "না", "नहीं", "不", "않", "roughly", "perhaps"]
SIGNS = ["~", "≈", "‽", "🤔", "\\approx", "±", "≠", "?"]


def parts_with(parts, v, at, ins):
    """The computation's parts, the value last, with ins put before
    part at (1 .. len: before the value too)."""
    ps = parts + ["=", str(v)]
    return ps[:at] + [ins] + ps[at:]


def texed(ps):
    return " ".join(TEX.get(p, p) for p in ps)


def sentence(f, ps, noun):
    """The frame f around the parts ps (the value last, after '=')."""
    c = " ".join(ps[:-2])
    t = texed(ps[:-2])
    mid = " ".join(ps[ps.index("="):-1])     # "=" and what follows it
    if mid != "=":                              # a word after '='
        c = " ".join(ps[:-1])
        t = texed(ps[:-1])
        f = f.replace("{c} = ", "{c} ").replace("{t} = ", "{t} ")
    return f.format(c=c, t=t, v=ps[-1], n=noun)


def kinds(add):
    for noun, p, parts, v in PROBLEMS:
        for f in FRAMES:
            r = sentence(f, parts + ["=", str(v)], noun)
            add(noun + "-right", str(v), p, r)
            add(noun + "-wrong", str(v + 1), p, r)
            for at in range(1, len(parts) + 2):
                for ins in WORDS + SIGNS:
                    add(noun + "-twin", str(v), p, sentence(
                        f, parts_with(parts, v, at, ins), noun))
        # the problem's plural beside each operand, a unit's shape
        a, op, b = parts
        for r in ["So {a} {n} {o} {b} = {v} {n}.",
                  "So {a} {n} {o} {b} {n} = {v} {n}."]:
            add(noun + "-right", str(v), p,
                r.format(a=a, n=noun, o=op, b=b, v=v))
            for w in WORDS:
                add(noun + "-twin", str(v), p, r.replace(
                    "{n} {o}", "{n} " + w + " {o}").format(
                    a=a, n=noun, o=op, b=b, v=v))


def main():
    verify_run.usage("hostile_calc99")
    return verify_run.run_kinds(
        "hostile_calc99", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
