#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_restate54.py: the sentence base and instruction-tuned models
restate the answer in after the box ("The average number of fruit
roll-ups eaten by Marcell and Beatrice is 45.", "The number of apples is
45."), and a box in a sentence naming someone by a title ("... is
\\boxed{9,500} dollars more than Mrs. Cruz's budget."; issue 26, session
42: Qwen2.5-Math-1.5B's replies in thinking-llms-interp's base and
hybrid runs refused, "words after it not recognised": the noun that
names the quantity, a participle of the problem's verb, the title's
full stop read as a sentence's end) are read.  Never a restatement that
gives another value, bounds, doubts, negates or hedges it.

usage: hostile_restate54.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): restate, title, synonym (a
synonym of the question's noun, "6277 children" for "How many kids",
after a phrase and, since session 43, after a box, "So there are
\\boxed{45} children.",
and never another noun, "adults").
"""
import sys

import verify_run

VALUES = (45, 17, 230)
# (problem with {a} {b}, its people, its noun, its verb and participle)
CASES = (("Marcell ate {a} fruit roll-ups and Beatrice ate {b}. How many "
          "fruit roll-ups did they eat in all?", "Marcell and Beatrice",
          "fruit roll-ups", "eaten"),
         ("Tom took {a} apples and Ana took {b} apples from the tree. How "
          "many apples did they take?", "Tom and Ana", "apples", "taken"),
         ("The school gave {a} pens to the girls and {b} pens to the "
          "boys. How many pens did the school give?", "the school",
          "pens", "given"))
BOXES = ("Therefore, the final answer is:\n\\[\n\\boxed{{{v}}}\n\\]\n",
         "So the answer is \\(\\boxed{{{v}}}\\).\n\n",
         "\\boxed{{{v}}}\n\n")
RESTATES = ("The number of {n} {p} by {who} is {v}.",
            "The total number of {n} is {v}.",
            "The amount of {n} {p} is {v}.",
            "The number of {n} {p} is {v}.")
TWINS = ("The number of {n} {p} by {who} is {u}.",
         "The minimum number of {n} is {v}.",
         "The number of {n} {p} could be {v}.",
         "The number of {n} {p} is not {v}.",
         "The number of {n} {p} is about {v}.",
         "The number of {n} {p} is at most {v}.",
         "The number of {n} {p} is {v}, if I counted right.")
# a box in a sentence naming someone by a title
TITLE_PROBLEM = ("{t} Cruz has a ${a} budget and the house costs ${c}. How "
                 "much more is the total price than {t} Cruz's budget?")
TITLES = ("Mrs.", "Mr.", "Dr.", "Ms.", "Prof.")
TITLE_RIGHT = ("Therefore, the total price is \\(\\boxed{{{v}}}\\) dollars "
               "more than {t} Cruz's budget.",
               "So the price is $\\boxed{{{v}}}$ dollars more than {t} Cruz's "
               "budget.")
TITLE_TWIN = ("Therefore, the total price is \\(\\boxed{{{v}}}\\) dollars "
              "more than {t} Cruz's budget. No, it is {u}.",
              "So the price is {v} dollars more than {t} Cruz's budget, "
              "I think.")


def restate(add):
    for v in VALUES:
        a = v // 3
        b = v - a
        for p, who, n, part in CASES:
            prob = p.format(a=a, b=b)
            for box in BOXES:
                head = "%d + %d = %d.\n\n" % (a, b, v) + box.format(v=v)
                for r in RESTATES:
                    resp = head + r.format(n=n, p=part, who=who, v=v)
                    add("restate-right", str(v), prob, resp)
                    add("restate-wrong", str(v + 1), prob, resp)
                for r in TWINS:
                    add("restate-twin", str(v), prob, head + r.format(
                        n=n, p=part, who=who, v=v, u=v + 1))
        for t in TITLES:
            prob = TITLE_PROBLEM.format(t=t, a=v * 10, c=v * 11)
            for r in TITLE_RIGHT:
                resp = r.format(t=t, v=v)
                add("title-right", str(v), prob, resp)
                add("title-wrong", str(v + 1), prob, resp)
            for r in TITLE_TWIN:
                add("title-twin", str(v), prob, r.format(t=t, v=v, u=v + 1))


# the question's noun and a synonym of it, and nouns that are not
SYNONYMS = (("kids", "children", "adults"), ("children", "kids", "people"),
            ("pupils", "students", "teachers"), ("movies", "films", "books"),
            ("people", "persons", "adults"), ("cars", "automobiles", "bikes"))


def synonym(add):
    for v in VALUES:
        for asked, said, other in SYNONYMS:
            p = "A town has %d %s in all. How many %s are there?" % (
                v * 3, asked, asked)
            # the comparison's reading, the noun after a value the
            # phrase reads, and the extraction's: the noun after a box
            # (session 43: answer_tail.c's papo_answer_synonym, one
            # table for both)
            for t in ("The final answer is {v} {n}.", "The answer is {v} "
                      "{n}.", "Therefore, the final answer is {v} {n}.",
                      "So there are \\boxed{{{v}}} {n}.",
                      "Therefore, the town has $\\boxed{{{v}}}$ {n}.",
                      "The answer is \\boxed{{{v}}} {n} in all."):
                r = t.format(v=v, n=said)
                add("synonym-right", str(v), p, r)
                add("synonym-wrong", str(v + 1), p, r)
                add("synonym-twin", str(v), p, t.format(v=v, n=other))


def main():
    verify_run.usage("hostile_restate54")
    return verify_run.run_kinds("hostile_restate54",
                                verify_run.kind_rows([restate, synonym]), width=8)


if __name__ == "__main__":
    sys.exit(main())
