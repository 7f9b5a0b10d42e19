#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_tail57.py: the rest of a box's own sentence after its noun,
whatever follows it (issue 26, session 45).

A hedging clause put inside the answer's own sentence, before its stop,
in every generator's right forms (743,624 variants, 49 hedges in 14
languages) found two readers of the box's sentence that passed words
they do not know:

- when a sentence the tail recognises followed ("... pens in all,
  approximately.\\n\\nThe answer is correct.", "... I hope this
  helps!"), the box's finder read its own sentence's words only when
  nothing followed it (answer_find.c: rest_known now reads them
  whatever follows; a full stop inside the box's math, "\\\\(\\\\boxed{28}.
  \\\\)", ends the sentence);
- a clause about the noun (the problem's own negated question, "pounds
  of carrots will not be used", or "dollars in total") accepted any word
  after it ("..., or something like that.", "..., или нет.", "...,
  not."): papo_frame_clause_after reads a short tail after the clause's
  last comma (six words at most, no math or digit) word by word: the
  problem's words, function words and closing rows, or a closing clause
  whole (", and checking by multiplication confirms it."); with no
  comma, a word of a script not Latin after the clause's Latin words
  ("... will not be used 같아요.") is the problem's or not known.

usage: hostile_tail57.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): follow, negq, total.
"""
import sys

import verify_run

HEDGES = ("approximately", "or something like that", "not", "ou pas",
          "или нет", "o algo así", "kayaknya", "chắc vậy", "같아요",
          "blorf glorp", "more or less", "give or take", "I guess",
          "I'm not sure", "vielleicht", "roughly")
FOLLOW = ("The answer is correct.", "I hope this helps!",
          "Thus, the total is {v}.", "Correct.", "This confirms that the "
          "answer is correct.")
PENS = "Janet has {a} green pens and {b} yellow pens. How many pens does " \
    "Janet have in all?"


def follow(add):
    """A box's sentence with words after its noun, then a sentence the
    tail recognises."""
    for v, a in ((98, 40), (42, 30), (126, 100)):
        prob = PENS.format(a=a, b=v - a)
        work = "%d + %d = %d.\n\n" % (a, v - a, v)
        for f in FOLLOW:
            tail = "\n\n" + f.format(v=v)
            for s in ("Therefore, there are $\\boxed{%d}$ pens in all{h}.",
                      "So Janet has \\boxed{%d} pens in all{h}."):
                right = work + (s % v).replace("{h}", "") + tail
                add("follow-right", str(v), prob, right)
                add("follow-wrong", str(v + 1), prob, right)
                for h in HEDGES:
                    add("follow-twin", str(v), prob, work + (s % v).replace(
                        "{h}", ", " + h) + tail)


def negq(add):
    """The problem's negated question restated after the box, then a
    short tail."""
    for v, a in ((120, 360), (45, 100), (7, 20)):
        prob = "%d pounds of carrots are bought and %d are used. How many " \
            "pounds of carrots will not be used?" % (a, a - v)
        work = "%d - %d = %d.\n\n" % (a, a - v, v)
        for s in ("So \\boxed{%d} pounds of carrots will not be used{h}.",
                  "Therefore, \\boxed{%d} pounds of carrots will not be "
                  "used{h}."):
            for r in ("", ", and checking by subtraction confirms it"):
                right = work + (s % v).replace("{h}", r)
                add("negq-right", str(v), prob, right)
                add("negq-wrong", str(v + 1), prob, right)
            for h in HEDGES:
                add("negq-twin", str(v), prob, work + (s % v).replace(
                    "{h}", ", " + h))
            # no comma: a word of a script not Latin after the clause
            for h in ("или нет", "같아요", "может быть", "아마", "ไม่แน่ใจ"):
                add("negq-twin", str(v), prob, work + (s % v).replace(
                    "{h}", " " + h))


def total(add):
    """No problem: a box, its unit and "in total", then a short tail."""
    for v in (18, 42, 126):
        for s in ("The answer is \\boxed{%d} dollars in total{h}.",
                  "She pays \\boxed{%d} dollars altogether{h}."):
            right = (s % v).replace("{h}", "")
            add("total-right", str(v), None, right)
            add("total-wrong", str(v + 1), None, right)
            for h in HEDGES:
                add("total-twin", str(v), None, (s % v).replace(
                    "{h}", ", " + h))


def main():
    verify_run.usage("hostile_tail57")
    return verify_run.run_kinds("hostile_tail57", verify_run.kind_rows(
        [follow, negq, total]), width=8)


if __name__ == "__main__":
    sys.exit(main())
