#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_mixed54.py: a mixed number written with its unit
("\\boxed{137 \\dfrac{1}{2}} miles", "\\boxed{2\\frac{1}{2} \\text{
hours}}", "\\boxed{3 1/4 \\text{ cups}}") is the whole number in that
unit (issue 26, session 42: the unit was read with the fraction alone,
so "2\\frac{1}{2} miles" was 2 half-miles, 1 mile: the right 2.5 lost,
and rewarded against a reference of 1).  Compared with the reference
written as a mixed number, a decimal or an improper fraction, with the
unit or without, and a convertible unit (2 1/2 km against 2500 m); never
with the product of the whole and the fraction, nor another value.

usage: hostile_mixed54.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): mixed.
"""
import sys
from fractions import Fraction

import verify_run

# (whole, numerator, denominator): proper fractions
NUMS = ((2, 1, 2), (137, 1, 2), (3, 1, 4), (5, 2, 3), (1, 3, 8))
UNITS = ("miles", "hours", "cups", "km", "kg")
BOXES = ("So the answer is \\(\\boxed{{{w} \\dfrac{{{a}}}{{{b}}}}}\\) {u}.",
         "So the answer is \\(\\boxed{{{w}\\frac{{{a}}}{{{b}}}}}\\) {u}.",
         "The answer is $\\boxed{{{w}\\frac{{{a}}}{{{b}}} \\text{{ {u}}}}}$.",
         "The answer is $\\boxed{{{w}\\tfrac{{{a}}}{{{b}}}\\,\\mathrm{{{u}}}}}$.",
         "The answer is $\\boxed{{{w} {a}/{b} \\text{{ {u}}}}}$.")


def refs(w, a, b):
    """The reference of w a/b written as a mixed number, an improper
    fraction and (when finite) a decimal."""
    v = w + Fraction(a, b)
    out = ["%d\\frac{%d}{%d}" % (w, a, b),
           "\\frac{%d}{%d}" % (v.numerator, v.denominator)]
    if b in (2, 4, 8):
        out.append(str(float(v)))
    return out


def mixed(add):
    for w, a, b in NUMS:
        v = w + Fraction(a, b)
        product = w * Fraction(a, b)
        for u in UNITS:
            p = "How many %s is it? Express your answer as a mixed " \
                "number." % u
            for t in BOXES:
                r = t.format(w=w, a=a, b=b, u=u)
                for ref in refs(w, a, b):
                    add("mixed-right", ref, p, r)
                    add("mixed-right", ref + " \\text{ %s}" % u, p, r)
                add("mixed-wrong", "%d\\frac{%d}{%d}" % (w + 1, a, b), p, r)
                add("mixed-twin", "\\frac{%d}{%d}" % (
                    product.numerator, product.denominator), p, r)
            if u == "km":
                m = v * 1000
                add("mixed-right", "%s \\text{ m}" % (
                    "\\frac{%d}{%d}" % (m.numerator, m.denominator)
                    if m.denominator != 1 else m.numerator), p,
                    BOXES[2].format(w=w, a=a, b=b, u=u))
            # the product written as one: never the mixed number
            add("mixed-twin", refs(w, a, b)[0], p,
                "The answer is $\\boxed{%d \\cdot \\frac{%d}{%d} "
                "\\text{ %s}}$." % (w, a, b, u))


def main():
    verify_run.usage("hostile_mixed54")
    return verify_run.run_kinds("hostile_mixed54",
                                verify_run.kind_rows([mixed]), width=8)


if __name__ == "__main__":
    sys.exit(main())
