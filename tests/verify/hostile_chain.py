#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_chain.py: a last statement whose value ends a computation after
its words (issue 26, round 14): "So each person gets $360 / 3 = $120."

usage: hostile_chain.py PAPO_VERIFY [--list]

An opener, a subject and a verb ("So each person gets", "Therefore, the
farmer needs"), then a computation in numbers ("$360 / 3 = $120", "45 *
3 = 135") whose last value is the answer: the controls, which must be
rewarded.  The variants put a word that makes the value uncertain,
bounded, someone else's or not the answer before the computation, inside
the statement or after it ("So each person gets about $360 / 3 = $120",
"... = $120, or so", "... = $120 = $125"), or change the computation's
result: none may be rewarded.  Random but seeded: the same variants
every run.

Prints each variant rewarded and a count per family; exits 1 when any
variant is rewarded or a control is not.  --list writes the variants
(JSONL) instead of running them.
"""
import random
import sys

import verify_run

OPENERS = ["So", "Therefore,", "Thus", "Hence", "In total,", "So in all,"]
SUBJECTS = [("each person", "gets"), ("the farmer", "needs"),
            ("she", "earns"), ("they", "pay"), ("each friend", "would get"),
            ("the store", "sells"), ("John", "spent"), ("the class", "has")]
# words before the computation, inside the statement, or after it
BEFORE = ["about", "approximately", "roughly", "almost", "nearly", "at most",
          "at least", "more than", "less than", "around", "over", "under"]
INSIDE = ["might", "may", "could", "probably", "supposedly", "maybe",
          "perhaps", "does not", "cannot", "never"]
AFTER = [", I think", ", or so", " or less", " or more", ", give or take",
         ", but that is wrong", ", which is not right", "?", " plus tips",
         ", roughly"]


def chain(rnd, cur):
    a, b = rnd.randint(2, 60), rnd.randint(2, 9)
    op = rnd.choice(["*", "/", "+"])
    if op == "/":
        a *= b
    v = {"*": a * b, "/": a // b, "+": a + b}[op]
    d = "$" if cur else ""
    return "%s%d %s %d = %s%d" % (d, a, op, b, d, v), v


def variants():
    rnd = random.Random(1414)
    for _ in range(60):
        o = rnd.choice(OPENERS)
        s, verb = rnd.choice(SUBJECTS)
        c, v = chain(rnd, rnd.random() < 0.6)
        g = str(v)
        yield "control", g, "%s %s %s %s." % (o, s, verb, c)
        yield "before", g, "%s %s %s %s %s." % (o, s, verb,
                                                rnd.choice(BEFORE), c)
        w = rnd.choice(INSIDE)
        bare = verb.split()[-1]
        bare = bare[:-1] if bare.endswith("s") and w not in ("probably",
                                                             "supposedly",
                                                             "maybe",
                                                             "perhaps") \
            else bare
        yield "inside", g, "%s %s %s %s %s." % (o, s, w, bare, c)
        yield "after", g, "%s %s %s %s%s." % (o, s, verb, c,
                                              rnd.choice(AFTER))
        yield "later", g, "%s %s %s %s = %d." % (o, s, verb, c, v + 5)
        yield "wrong", str(v + 1), "%s %s %s %s." % (o, s, verb, c)


def main():
    verify_run.usage("hostile_chain")
    vs = verify_run.records(variants())
    return verify_run.run("hostile_chain", vs, lambda v: v["family"],
                          lambda v: v["family"] == "control", width=8)


if __name__ == "__main__":
    sys.exit(main())
