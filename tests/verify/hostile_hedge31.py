#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_hedge31.py: the sentence right before a bare box is read as
its own statement (issue 26, review 31's findings 1 and 3): a short
answer statement there that offers a second value or a condition ("The
answer is 24 cows, unless I got the setup wrong.", "..., or perhaps
21.", "..., correct?") or that boxes another value ("Hence the answer
is $\\boxed{21}$.\\n\\n**Final Answer**\\n\\boxed{24}") refuses the box
under it, as it is refused alone.

 - hedge: an answer phrase, the value, its unit, then a clause that
   offers another value, asks or doubts, before a bare box (with or
   without a "**Final Answer**" heading between);
 - other: a boxed statement of another value, then the heading and a
   box.

The twins (controls, rewarded): the same statements committed (no
clause after the value; a box of the same value), and the 22 listed
languages' statements of the train problem (hostile_head30's) before a
bare box.

usage: hostile_hedge31.py PAPO_VERIFY [--list]

Measured on main (9c932b0a): 96 of 456 hostile variants rewarded
(hedge 72 of 432: the clauses no doubt row holds, "unless the question
means something else", "(possibly 21 instead)"; other 24 of 24); every
control rewarded.  Now: none rewarded, every control rewarded.  Left
(review 31's probes): a clause of words no row reads after the value
("..., if my arithmetic is right.", "... at first glance."), an
unlisted wording of doubt in another language ("Si no me equivoco,
...") and "240 / 260 km" are still rewarded before a bare box.
"""
import sys

import verify_run
from hostile_head30 import LANGS

# (problem, work, value, another value, unit)
PROBLEMS = [
    ("A farmer has {a} cows and buys 9 more. How many cows does he have "
     "now?", "${a} + 9 = {v}$", "cows"),
    ("A shop sells {a} pens in the morning and 9 in the afternoon. How "
     "many pens does it sell?", "{a} + 9 = {v}", "pens"),
    ("A tank holds {a} litres and 9 more are poured in. How many litres "
     "does it hold?", "\\[ {a} + 9 = {v} \\]", "litres"),
]
VALUES = (24, 37, 58, 105)
PHRASES = ("The answer is {v} {u}", "So the final answer is {v} {u}",
           "Therefore, the answer is {v} {u}")
# the clause after the value: another value offered, a condition, a
# question (new wordings: review 31's are in its probes)
HEDGES = (
    ", or perhaps {o}.",
    " (possibly {o} instead).",
    ", unless I got the setup wrong.",
    ", unless the question means something else.",
    ", correct?",
    ", is that right?",
)
BOXES = ("\n\n$\\boxed{{{v}}}$", "\n\n**Final Answer**\n\\boxed{{{v}}}")


def rows():
    out, ctl = [], []
    for prob, work, unit in PROBLEMS:
        for v in VALUES:
            p = prob.format(a=v - 9)
            w = work.format(a=v - 9, v=v) + "\n\n"
            o = v - 3
            for ph in PHRASES:
                st = ph.format(v=v, u=unit)
                for bx in BOXES:
                    box = bx.format(v=v)
                    for h in HEDGES:
                        out.append(("hedge", str(v),
                                    (w + st + h.format(o=o) + box, p)))
                    ctl.append(("stmt", str(v), (w + st + "." + box, p)))
            for bx in BOXES[1:]:
                box = bx.format(v=v)
                out.append(("other", str(v), (w + "Hence the answer is "
                            "$\\boxed{%d}$." % o + box, p)))
                out.append(("other", str(v), (w + "Therefore, the answer "
                            "is $\\boxed{%d}$ %s." % (o, unit) + box, p)))
                ctl.append(("other", str(v), (w + "Hence the answer is "
                            "$\\boxed{%d}$." % v + box, p)))
    for lang, (prob, _doubt, _label, stmt) in LANGS.items():
        for bx in BOXES:
            ctl.append(("lang-" + lang, "240", ("80 × 3 = 240\n\n" +
                        stmt.format(240) + bx.format(v=240), prob)))
    return out, ctl


def main():
    verify_run.usage("hostile_hedge31")
    out, ctl = rows()
    return verify_run.run("hostile_hedge31",
                          verify_run.records(out, ctl))


if __name__ == "__main__":
    sys.exit(main())
