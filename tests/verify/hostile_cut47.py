#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_cut47.py: a response cut inside a bracket its last line
opens ("The answer is (B", "x = [126", "The answer is 126 (") is
truncated, never rewarded (issue 26: truncation is never rewarded).

usage: hostile_cut47.py PAPO_VERIFY [--list]

Family cut-letter: a multiple-choice statement cut after "(" and the
option's letter; cut-value: a numeric one cut after "(" or "[" and the
value; cut-open: a statement cut right after an opening bracket.  None
is rewarded.  Their right twins (right-closed): the same statements
with the bracket closed, rewarded; every right one also stands against
another reference (family wrong, never rewarded).

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per family; exits 1 when any does.  --list
writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

MC = "Which is the number of books? (A) {a} (B) {b} (C) {c} (D) {d}"
COUNT = ("A library has {a} shelves with {b} books on each shelf. How "
         "many books does the library have?")
LEADS = ["The answer is ", "Answer: ", "So the correct option is ",
         "Therefore, the answer is ", "La réponse est ", "Die Antwort ist ",
         "答案是"]


def variants(rng):
    vs = []
    for _ in range(10):
        for lead in LEADS:
            a, b = rng.randint(3, 12), rng.randint(13, 29)
            v = a * b
            letter = rng.choice("ABCD")
            vals = {k: v + 10 * (i - "ABCD".index(letter))
                    for i, k in enumerate("ABCD")}
            p = MC.format(a=vals["A"], b=vals["B"], c=vals["C"],
                          d=vals["D"])
            work = "%d × %d = %d.\n\n" % (a, b, v)
            verify_run.add(vs, "mc", "cut-letter", letter,
                           work + lead + "(" + letter, p)
            verify_run.right(vs, "mc", letter,
                             work + lead + "(" + letter + ").", p,
                             fam="right-closed",
                             wrong="ABCD"[("ABCD".index(letter) + 1) % 4])
            p = COUNT.format(a=a, b=b)
            br = rng.choice("([")
            verify_run.add(vs, "num", "cut-value", str(v),
                           work + lead + br + str(v), p)
            verify_run.add(vs, "num", "cut-open", str(v),
                           work + lead + str(v) + " " + br, p)
            verify_run.right(vs, "num", str(v), work + lead + str(v) + ".",
                             p, fam="right-closed", wrong=str(v + 7))
    return vs


def main():
    verify_run.usage("hostile_cut47")
    return verify_run.run("hostile_cut47", variants(random.Random(4741)),
                          group=verify_run.family,
                          right=lambda v: v["family"].startswith("right"),
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
