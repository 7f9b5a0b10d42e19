#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall16m.py: right answers papo-verify refused (issue 26,
recall), each read by its row, and their twins (hedged, negated,
bounded, another value, an alternative) never rewarded.

usage: hostile_recall16m.py PAPO_VERIFY [--list]

Kinds (the group of each variant):
  sw-box  Swahili's "ni jumla ya" (is a total of) before a box, read as
          the phrase without the box is ("Jibu ni jumla ya \\boxed{42}.").
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


def variants():
    vs = []
    sw_box(vs)
    return vs


def main():
    verify_run.usage("hostile_recall16m")
    return verify_run.run("hostile_recall16m", variants(),
                          lambda v: v["kind"],
                          lambda v: v["family"] == "right",
                          what="right", width=8)


if __name__ == "__main__":
    sys.exit(main())
