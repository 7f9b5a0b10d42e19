#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall16m.py: right answers papo-verify refused (issue 26,
recall), each read by its row, and their twins (hedged, negated,
bounded, another value, an alternative) never rewarded.

usage: hostile_recall16m.py PAPO_VERIFY [--list]

Kinds (the group of each variant):
  sw-box  Swahili's "ni jumla ya" (is a total of) before a box, read as
          the phrase without the box is ("Jibu ni jumla ya \\boxed{42}.").
  box-text
          a noun in "\\text{}" after a box, with or without the problem
          ("Final answer: \\boxed{42} \\text{ apples}"), read as the
          same noun inside the box ("\\boxed{42 \\text{ apples}}") or
          in prose after it is; two words only when the first is the
          problem's ("red apples"); a multiplier ("million", "dozen")
          not the problem's, a word after the noun, a hedge, a bound, a
          negation, a take-back never.
"""
import sys

import verify_run

VALUES = [("42", "42"), ("7", "7"), ("\\frac{3}{4}", "\\frac{3}{4}"),
          ("1250", "1250")]
OTHER = {"42": "43", "7": "8", "\\frac{3}{4}": "\\frac{4}{3}",
         "1250": "125"}


def add(vs, kind, fam, ans, resp, problem=None):
    v = {"kind": kind, "family": fam, "answer": ans,
         "response": "Hatua kwa hatua.\n\n" + resp}
    if problem is not None:
        v["problem"] = problem
    vs.append(v)


def sw_box(vs):
    heads = ["Jibu ni jumla ya B", "Jibu la mwisho ni jumla ya B",
             "Kwa hiyo, jibu ni jumla ya B"]
    twins = [("hedge", "Jibu ni karibu jumla ya B"),
             ("hedge", "Jibu ni jumla ya karibu B"),
             ("neg", "Jibu si jumla ya B"),
             ("doubt", "Jibu labda ni jumla ya B"),
             ("doubt", "Jibu huenda ni jumla ya B"),
             ("bound", "Jibu ni jumla ya zaidi ya B"),
             ("bound", "Jibu ni jumla ya chini ya B"),
             ("doubt-after", "Jibu ni jumla ya B labda"),
             ("alt", "Jibu ni jumla ya B au \\boxed{99}")]
    for ref, _ in VALUES:
        box = "\\boxed{%s}" % ref
        for h in heads:
            for stop in ("", "."):
                add(vs, "sw-box", "right", ref, h.replace("B", box) + stop)
                add(vs, "sw-box", "wrong", ref,
                    h.replace("B", "\\boxed{%s}" % OTHER[ref]) + stop)
        for fam, t in twins:
            add(vs, "sw-box", fam, ref, t.replace("B", box) + ".")


def box_text(vs):
    heads = ["Final answer: B", "The answer is B", "So she has B",
             "Final answer: $B$", "**Final Answer:** $B$"]
    nouns = ["apples", "marbles", "students", "red apples"]
    problem = "Each of 6 boxes holds 7 items: apples, marbles or students." \
        " How many red apples are there?"
    twins = [("neg", "not"), ("neg", "not N"), ("doubt", "maybe"),
             ("doubt", "N, probably"), ("doubt", "N, I think"),
             ("doubt", "N or so"), ("bound", "approximately"),
             ("bound", "at most"), ("bound", "or more"),
             ("bound", "N at least"), ("alt", "N or maybe 43"),
             ("taken", "is wrong"), ("taken", "wrong"),
             ("word", "tentative"), ("word", "unverified"),
             ("word", "famous last words"), ("neg", "not N"),
             ("doubt", "maybe N"), ("bound", "N tops"),
             ("mult", "million"), ("mult", "thousand"), ("mult", "dozen"),
             ("mult", "hundreds"), ("mult", "dozens")]
    for ref, _ in VALUES:
        for h in heads:
            for n in nouns:
                for prob in (None, problem):
                    for gap, stop in (("", ""), (" ", "."), ("~", ".")):
                        t = "\\boxed{%s}" + gap + "\\text{ " + n + "}"
                        # two words: the first must be the problem's
                        fam = "right" if prob or " " not in n else "unlent"
                        add(vs, "box-text", fam, ref,
                            h.replace("B", t % ref) + stop, prob)
                        add(vs, "box-text", "wrong", ref,
                            h.replace("B", t % OTHER[ref]) + stop, prob)
                    for fam, tw in twins:
                        t = "\\boxed{%s} \\text{ %s}" % (
                            ref, tw.replace("N", n))
                        add(vs, "box-text", fam, ref, h.replace("B", t) +
                            ".", prob)


def variants():
    vs = []
    sw_box(vs)
    box_text(vs)
    return vs


def main():
    verify_run.usage("hostile_recall16m")
    return verify_run.run("hostile_recall16m", variants(),
                          lambda v: v["kind"],
                          lambda v: v["family"] == "right",
                          what="right", width=8)


if __name__ == "__main__":
    sys.exit(main())
