#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_label54.py: a label line that names the quantity in the
problem's words before the box (QwQ-32B's "Total expenditure for May and
June: $\\boxed{940}$", "**Final amount owed**: $\\boxed{9.00}$"; issue
26, session 42: two right answers of thinking-llms-interp lost, "a word
before it not recognised": May, owed) is read: a name the problem
writes with its capital within a sentence (a month, a day, a town)
after a preposition or "and", and a short word of the problem with an
English ending ("owed" for "owe", "uses" for "use").  Never the modal
"may" nor a hedge, a doubt or a bound in the same label.

usage: hostile_label54.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): name, inflected.
"""
import sys

import verify_run

VALUES = (940, 72, 15)
# (problem with {a} {b}, the names)
NAMES = (("The expenditure of Joseph in {n1} was ${a}. In {n2}, he spent "
          "${b}. How much did he spend in the two months?", "May", "June"),
         ("Ana sold {a} cakes on {n1} and {b} cakes on {n2}. How many "
          "cakes did she sell?", "Monday", "Tuesday"),
         ("A bus carried {a} people to {n1} and {b} people to {n2}. How "
          "many people did it carry?", "Austin", "Dallas"))
NAME_RIGHT = ("Total amount for {n1} and {n2}: $\\boxed{{{v}}}$",
              "**Total for {n1} and {n2}**: $\\boxed{{{v}}}$",
              "Combined total of {n1} and {n2}: \\(\\boxed{{{v}}}\\)",
              "Total from {n1} to {n2}: $\\boxed{{{v}}}$")
NAME_TWIN = ("Total expenditure for {n1} and {n2} may be: $\\boxed{{{v}}}$",
             "The total may be: $\\boxed{{{v}}}$",
             "Total for {n1} and {n2} (roughly): $\\boxed{{{v}}}$",
             "Total for {n1} and {n2}, maybe: $\\boxed{{{v}}}$",
             "Total for {n1} and {n2} at most: $\\boxed{{{v}}}$",
             "Guess for {n1} and {n2}: $\\boxed{{{v}}}$")
# (problem with {a} {b}, the verb, its inflection)
VERBS = (("Chad owes ${a} for lunch and ${b} for a drink. How much does "
          "he still owe?", "owed"),
         ("Each machine uses {a} litres and the pump {b} more. How many "
          "litres does the plant use?", "uses"),
         ("Mia will add {a} grams of flour and {b} grams of sugar. How "
          "many grams does she add?", "added"))
INF_RIGHT = ("**Final amount {w}**: $\\boxed{{{v}}}$",
             "Total {w}: $\\boxed{{{v}}}$",
             "**Amount {w}:** \\(\\boxed{{{v}}}\\)")
INF_TWIN = ("**Final amount {w} (estimate)**: $\\boxed{{{v}}}$",
            "**Amount possibly {w}**: $\\boxed{{{v}}}$",
            "Total {w}, I think: $\\boxed{{{v}}}$",
            "**Amount {w} at least:** \\(\\boxed{{{v}}}\\)")
WORK = "First part: {a}. Second part: {b}. {a} + {b} = {v}.\n\n"


def labels(add):
    for v in VALUES:
        a = v // 3
        b = v - a
        for p, n1, n2 in NAMES:
            prob = p.format(a=a, b=b, n1=n1, n2=n2)
            for t in NAME_RIGHT:
                r = WORK.format(a=a, b=b, v=v) + t.format(n1=n1, n2=n2, v=v)
                add("name-right", str(v), prob, r)
                add("name-wrong", str(v + 1), prob, r)
            for t in NAME_TWIN:
                add("name-twin", str(v), prob, WORK.format(a=a, b=b, v=v) +
                    t.format(n1=n1, n2=n2, v=v))
        for p, w in VERBS:
            prob = p.format(a=a, b=b)
            for t in INF_RIGHT:
                r = WORK.format(a=a, b=b, v=v) + t.format(w=w, v=v)
                add("inflected-right", str(v), prob, r)
                add("inflected-wrong", str(v + 1), prob, r)
            for t in INF_TWIN:
                add("inflected-twin", str(v), prob,
                    WORK.format(a=a, b=b, v=v) + t.format(w=w, v=v))


def main():
    verify_run.usage("hostile_label54")
    return verify_run.run_kinds("hostile_label54",
                                verify_run.kind_rows([labels]), width=10)


if __name__ == "__main__":
    sys.exit(main())
