#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_parts.py: a question in parts whose options pair the parts'
values, answered part by part with a letter each (issue 26, round 33):
"(a) ... L = 5 H. The answer is (D). (b) ... C = 160 µF. The answer is
(C)." was rewarded C, the last part's letter read as the whole answer
(MMLU-Pro's Mixtral-8x7B-Instruct,
mmlupro-engineering-Mixtral-8x7B-Instruct-v0.1-11693).

usage: hostile_parts.py PAPO_VERIFY [--list]

Problems in parts ("(a) ... (b) ...", "(i) ... (ii) ...", "a) ... b)
...") with ten options; the variants answer the first part with another
letter and the last part with the reference's: no variant may be
rewarded.  The controls answer once, or give the same letter for each
part, and a problem with no parts whose reply restates other letters
before its own (the few-shot answers echoed): each must be rewarded.

Prints each variant rewarded and a count per family; exits 1 when any
variant is rewarded or a control is not.  --list writes the variants
(JSONL) instead of running them.
"""
import sys

import verify_run

LETTERS = "ABCDEFGHIJ"
PARTS = [("(a)", "(b)"), ("(i)", "(ii)"), ("a)", "b)")]
ASKS = [("Find the inductance that stores 20 J at 2 A.",
         "Find the capacitance that stores 20 J at 500 V."),
        ("Find the current needed to plate 5 g of silver in 1000 s.",
         "Find the time to plate 10 g of gold at 0.5 A."),
        ("What is the takeoff speed?", "How far does the jet travel?")]
SAYS = ["The answer is ({l}).", "The answer is {l}.",
        "So the answer is ({l})."]


def problem(pa, pb, qa, qb):
    opts = "\n".join("(%s) %d and %d" % (l, 10 + i, 100 + 7 * i)
                     for i, l in enumerate(LETTERS))
    return "%s %s %s %s\n%s" % (pa, qa, pb, qb, opts)


def rows():
    out, ctl = [], []
    for pa, pb in PARTS:
        for qa, qb in ASKS:
            p = problem(pa, pb, qa, qb)
            for ref, other in (("C", "D"), ("H", "A"), ("B", "J")):
                for say in SAYS:
                    a, b = say.format(l=other), say.format(l=ref)
                    out.append(("parts", ref, "%s We compute the first "
                                "value. %s %s We compute the second "
                                "value. %s" % (pa, a, pb, b), p))
                    out.append(("parts", ref, "%s First value.\n%s\n\n%s "
                                "Second value.\n%s" % (pa, a, pb, b), p))
                    ctl.append(("once", ref, "%s First value. %s Second "
                                "value. %s" % (pa, pb, b), p))
                    ctl.append(("same", ref, "%s First value. %s %s "
                                "Second value. %s" % (pa, b, pb, b), p))
    for ref, other in (("C", "D"), ("H", "A")):
        p = "What is 6 * 7?\n" + "\n".join("(%s) %d" % (l, 40 + i)
                                           for i, l in enumerate(LETTERS))
        ctl.append(("echo", ref, "The answer is (%s).\nThe answer is (%s)."
                    "\n6 * 7 = 42. The answer is (%s)." % (other, other, ref),
                    p))
    return out, ctl


def main():
    verify_run.usage("hostile_parts")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_parts", vs, lambda v: v["family"],
                          verify_run.is_control, width=14)


if __name__ == "__main__":
    sys.exit(main())
