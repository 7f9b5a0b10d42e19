#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_units37.py: number forms and scale words (issue 37): a scale
word read only in its own language, an English scale in a sentence,
a dot that groups thousands, Roman numerals and other bases.

usage: hostile_units37.py PAPO_VERIFY [--list]

Kinds, each with right variants (family KIND-right: rewarded; refused,
they are lost signal, counted apart) and twins (KIND-twin: never
rewarded):
  mil     Spanish and Portuguese "4,5 mil" is 4500 in their sentences;
          in an English one ("The company earned 4.5 mil.": a colloquial
          million, a thousandth of an inch) or a Polish one (miles) it is
          no value: no reference is rewarded, 4500, 4500000 or 4.5
  mila    Italian "3 mila" is 3000; Polish "3 mila" (a mile) none
  bin     Turkish "3 bin" is 3000; English "3 bin" none
  thousand  "The company earned $4.5 thousand." is 4500 (right), not
          4501 nor 4.5 (twins)
  dot     "Das kostet 1.250 Euro." is 1250 in a German response that
          writes no decimal point; not 1.25; in English "1.250 kg" is
          1.25, not 1250; a German response that writes "2.5" elsewhere
          leaves it no answer
  roman   "Answer: XLII" is 42 where the problem asks Roman numerals;
          not 43, and no value where it does not ask them; "XXXXII"
          (not a numeral's canonical form) none
  base    "0x2A", "2A_{16}", "101010_2", a plain "2A" or "101010" (the
          reference 42 no numeral of base 2) are 42 where the problem
          asks that base; not 43; with no subscript ("0x2A", "2A") not
          where it asks none (a subscript names its base: read so)

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per kind; exits 1 when any twin is rewarded.
--list writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

PROBLEM = "A company sells items. How much did it earn in total?"


def add(vs, kind, fam, ans, r, problem=PROBLEM):
    verify_run.add(vs, kind, kind + "-" + fam, ans, r, problem)


def dec(x):
    """x tenths as written with a decimal mark: "4.5" (sep ".")."""
    return "%d.%d" % (x // 10, x % 10)


MIL_RIGHT = [
    "La respuesta es {c} mil.",
    "Por lo tanto, la empresa ganó {c} mil euros.",
    "**Respuesta final:** {c} mil",
    "A resposta é {c} mil.",
    "Portanto, o total é {c} mil reais.",
    "Entonces, el total es de {c} mil pesos.",
]
MIL_WRONG = [
    "The company earned {p} mil.",
    "The answer is {p} mil.",
    "So the total is $\\boxed{{{p}}}$ mil.",
    "Answer: {p} mil",
    "$\\boxed{{{p} \\text{{ mil}}}}$",
    "Odpowiedź: {p} mil.",
    "Wynik to {p} mil.",
]


def mil(vs, rng):
    for _ in range(6):
        for t in MIL_RIGHT:
            x = rng.randint(12, 98)
            r = t.format(c=dec(x).replace(".", ","))
            add(vs, "mil", "right", str(x * 100), r)
            add(vs, "mil", "twin", str(x * 100 + 1), r)
        for t in MIL_WRONG:
            x = rng.randint(12, 98)
            r = t.format(p=dec(x))
            for ref in (str(x * 100), str(x * 100000), dec(x)):
                add(vs, "mil", "twin", ref, r)
        # the response's own unit, a thousandth of an inch: never a
        # thousand nor a million (against 4.5 it is the noun it names)
        x = rng.randint(12, 98)
        r = "The sheet is {p} mil thick, so the answer is {p} mil.".format(
            p=dec(x))
        for ref in (str(x * 100), str(x * 100000)):
            add(vs, "mil", "twin", ref, r)


def mila_bin(vs, rng):
    forms = {
        ("mila", "right"): ["La risposta è {n} mila.",
                            "Quindi il totale è di {n} mila euro.",
                            "Il risultato è {n} mila."],
        ("mila", "twin"): ["Odpowiedź: {n} mila.",
                           "Wynik to {n} mila.",
                           "The answer is {n} mila."],
        ("bin", "right"): ["Cevap {n} bin.", "Yani toplam {n} bin lira.",
                           "Sonuç: {n} bin."],
        ("bin", "twin"): ["The answer is {n} bin.",
                          "So the total is {n} bin.",
                          "Answer: {n} bin"],
    }
    for _ in range(8):
        for (kind, fam), ts in sorted(forms.items()):
            for t in ts:
                n = rng.randint(2, 99)
                r = t.format(n=n)
                if fam == "right":
                    add(vs, kind, "right", str(n * 1000), r)
                    add(vs, kind, "twin", str(n * 1000 + 1), r)
                else:
                    add(vs, kind, "twin", str(n * 1000), r)
                    add(vs, kind, "twin", str(n), r)


THOUSAND = [
    "The company earned ${p} thousand.",
    "The company earned {p} thousand dollars.",
    "The company earned {p} thousand.",
    "It earns {p} thousand in total.",
    "So the total is {p} thousand dollars.",
    "The answer is ${p} thousand.",
]


def thousand(vs, rng):
    for _ in range(8):
        for t in THOUSAND:
            x = rng.randint(12, 98)
            r = t.format(p=dec(x))
            add(vs, "thousand", "right", str(x * 100), r)
            add(vs, "thousand", "twin", str(x * 100 + 1), r)
            add(vs, "thousand", "twin", dec(x), r)


DOT_DE = [
    "Das kostet {g} Euro.",
    "Die Antwort ist {g} \u20ac.",
    "Die Antwort ist also {g}.",
    "Insgesamt sind es {g} Euro.",
    "Der Preis betr\u00e4gt {g} Euro.",
]
DOT_EN = [
    "The answer is {g} kg.",
    "So the mass is {g} kg.",
]


def dot(vs, rng):
    for _ in range(8):
        for t in DOT_DE:
            a, b = rng.randint(1, 9), rng.randint(100, 999)
            g = "%d.%03d" % (a, b)
            r = t.format(g=g)
            add(vs, "dot", "right", str(a * 1000 + b), r)
            add(vs, "dot", "twin", g, r)
            # a decimal point written elsewhere: the dot cannot tell
            w = "Zuerst rechnen wir 2.5 mal 4.\n" + r
            add(vs, "dot", "twin", str(a * 1000 + b), w)
        for t in DOT_EN:
            a, b = rng.randint(1, 9), rng.randint(100, 999)
            g = "%d.%03d" % (a, b)
            add(vs, "dot", "twin", str(a * 1000 + b), t.format(g=g))


def roman_of(n):
    out = ""
    for v, s in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
                 (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"),
                 (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= v:
            out += s
            n -= v
    return out


ROMAN_ASK = ["Write {n} in Roman numerals.",
             "Express the number {n} as a Roman numeral.",
             "What is {n} written in Roman numerals?"]
ROMAN_SAY = ["Answer: {r}", "The answer is $\\boxed{{\\text{{{r}}}}}$.",
             "The answer is $\\boxed{{{r}}}$.", "Final answer: {r}"]


def roman(vs, rng):
    for _ in range(6):
        for ask in ROMAN_ASK:
            for say in ROMAN_SAY:
                n = rng.randint(11, 3999)
                r = say.format(r=roman_of(n))
                p = ask.format(n=n)
                add(vs, "roman", "right", str(n), r, p)
                add(vs, "roman", "twin", str(n + 1), r, p)
                # no Roman numeral asked: no decimal value
                a = rng.randint(1, n - 1)
                add(vs, "roman", "twin", str(n), r,
                    "What is %d + %d?" % (a, n - a))
        n = rng.randint(40, 49)
        add(vs, "roman", "twin", str(n), "Answer: XXXX" + roman_of(n - 40),
            ROMAN_ASK[0].format(n=n))


def to_base(n, b):
    ds = "0123456789ABCDEF"
    out = ""
    while n:
        out = ds[n % b] + out
        n //= b
    return out


def base(vs, rng):
    asks = [(16, "Convert {n} to base 16."), (16, "Write {n} in hexadecimal."),
            (2, "Express {n} in binary."), (2, "Convert {n} to base 2."),
            (8, "Write {n} in octal."), (7, "Convert {n} to base 7.")]
    for _ in range(6):
        for b, ask in asks:
            n = rng.randint(100, 4000)
            while b == 16 and not any(c.isalpha() for c in to_base(n, 16)):
                n += 1
            while b < 10 and not any(int(c) >= b for c in str(n)):
                n += 1  # the reference is no numeral of base b
            d = to_base(n, b)
            says = ["The answer is $\\boxed{%s}$." % d,
                    "Answer: %s_{%d}" % (d, b)]
            if b < 10:
                says.append("Answer: %s_%d" % (d, b))
            if b == 16:
                says.append("Answer: 0x" + d)
            if b == 2:
                says.append("Answer: 0b" + d)
            p = ask.format(n=n)
            for r in says:
                add(vs, "base", "right", str(n), r, p)
                add(vs, "base", "twin", str(n + 1), r, p)
            # no base asked: a numeral with no subscript is no decimal
            # value (a subscript names its base: read as it says)
            for r in [x for x in says if "_" not in x]:
                add(vs, "base", "twin", str(n), r,
                    "What is %d + %d?" % (n - 7, 7))


def variants(rng):
    vs = []
    for f in (mil, mila_bin, thousand, dot, roman, base):
        f(vs, rng)
    return vs


def main():
    verify_run.usage("hostile_units37")
    return verify_run.run_kinds("hostile_units37",
                                variants(random.Random(3701)), width=10)


if __name__ == "__main__":
    sys.exit(main())
