#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_textunit162.py: a unit in TeX's text right after a box, in
the same math ("$\\boxed{650} \\text{ grams}$", "\\[\\boxed{650}
\\text{ grams}\\]", "$\\boxed{650}\\,\\text{grams}$"): the unit is the
value's and compared, as it is written outside the math ("\\boxed{650}
grams"): 650 grams is not 650 milligrams (issue 26, session 69: an
adversarial pass on units found 37 such variants rewarded).

On 04488bfb the unit in the text was passed over: the box alone was
compared, equal to the bare reference; the option's text was compared
as text with it, its unit dropped.

usage: hostile_textunit162.py PAPO_VERIFY [--list]

Kinds: text, label, line, paren (families KIND-right, rewarded; KIND-wrong, the same
against another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

ZINC = ("Jerry takes 2 antacids that weigh 2 grams each and are 5% zinc by "
        "weight. Then he takes 3 smaller antacids that weigh 1 gram each "
        "and have 15% zinc. How many milligrams of zinc does he eat?")
HOURS = ("A tank holds 600 liters and a pump fills it at 50 liters an hour. "
         "How many hours does it take to fill the empty tank?")
FEET = ("Drew's lawn is 22 feet by 36 feet. He bought four bags of seed "
        "that each cover 250 square feet. How many extra square feet "
        "could the leftover grass seed cover?")

# (problem, value, right units, wrong units)
ROWS = [
    (ZINC, "650", ["milligrams"], ["grams", "kilograms", "g"]),
    (HOURS, "12", ["hours"], ["minutes", "days", "seconds"]),
    (FEET, "208", ["square feet"], ["square meters", "feet"]),
]
FORMS = ["So he needs $\\boxed{{{v}}} \\text{{ {u}}}$.",
         "### Final Answer\n\\[\n\\boxed{{{v}}} \\text{{ {u}}}\n\\]",
         "The answer is $\\boxed{{{v}}}\\,\\text{{{u}}}$.",
         "The answer is $\\boxed{{{v}}}\\ \\mathrm{{{u}}}$."]
# Left out, right answers refused before and now: "\\text{ mg}" after the
# box (an abbreviation the tail does not read in TeX's text), and a
# display "$$\\boxed{650}\\ \\mathrm{milligrams}$$" ("another value").


def text(add):
    for prob, val, rights, wrongs in ROWS:
        for form in FORMS:
            for u in rights:
                r = "We work it out.\n\n" + form.format(v=val, u=u)
                add("text-right", val, prob, r)
                add("text-wrong", verify_run.other(val), prob, r)
            for u in wrongs:
                add("text-twin", val, prob, "We work it out.\n\n" +
                    form.format(v=val, u=u))


LABELS = ["The correct choice is (B) {v} {u}.", "**(C) {v} {u}**",
          "The answer is (D) {v} {u}."]


def label(add):
    """An option's letter the problem lists no option for, then the
    value and its unit: the unit is compared as an answer phrase's."""
    for prob, val, rights, wrongs in ROWS:
        for form in LABELS:
            for u in rights:
                r = "We work it out.\n\n" + form.format(v=val, u=u)
                add("label-right", val, prob, r)
                add("label-wrong", verify_run.other(val), prob, r)
            for u in wrongs:
                add("label-twin", val, prob, "We work it out.\n\n" +
                    form.format(v=val, u=u))


def line(add):
    """A short computation, then the value and its unit on the last
    line ("3 \u00d7 4 = 12.\\n12 mL"): the last line's unit is compared,
    the response not read whole."""
    rows = [(ZINC, "650", "65 \u00d7 10 = 650.", ["mg", "milligrams"],
             ["g", "kg"]),
            (HOURS, "12", "600 / 50 = 12.", ["h", "hours"], ["min", "s"])]
    for prob, val, work, rights, wrongs in rows:
        for u in rights:
            r = work + "\n" + val + " " + u
            add("line-right", val, prob, r)
            add("line-wrong", verify_run.other(val), prob, r)
        for u in wrongs:
            add("line-twin", val, prob, work + "\n" + val + " " + u)


def paren(add):
    """A unit alone in parentheses after a box ("\\boxed{208} (square
    meters)"): compared as written outside them."""
    for prob, val, rights, wrongs in ROWS:
        for u in rights:
            r = "We work it out.\n\n\\boxed{%s} (%s)" % (val, u)
            add("paren-right", val, prob, r)
            add("paren-wrong", verify_run.other(val), prob, r)
        for u in wrongs:
            add("paren-twin", val, prob,
                "We work it out.\n\n\\boxed{%s} (%s)" % (val, u))


def main():
    verify_run.usage("hostile_textunit162")
    return verify_run.run_kinds(
        "hostile_textunit162", verify_run.kind_rows([text, label, line, paren]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
