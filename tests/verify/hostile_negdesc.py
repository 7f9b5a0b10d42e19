#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_negdesc.py: a last statement whose description negates its own
verb before the value (issue 26, round 14): "So the trip does not take 2
hours.", "Thus each box cannot hold 12 pens.".

usage: hostile_negdesc.py PAPO_VERIFY [--list]

An opener ("So", "Therefore,", ...), a definite description ("the trip",
"each box") and a verb with its object's unit, the verb negated by an
auxiliary and "not" ("does not", "will not", "has not", "cannot").  A
description may hold a negation of its own when a copula closes it ("the
orders such that the scoop is not on the bottom is 18"), never one that
reaches the value.  The controls are the same statements with the verb
affirmed ("So the trip takes 2 hours."): each must be rewarded, no
variant may be.  Random but seeded: the same variants every run.

Prints each variant rewarded and a count per auxiliary; exits 1 when any
variant is rewarded or a control is not.  --list writes the variants
(JSONL) instead of running them.
"""
import random
import sys

import verify_run

VALUES = ["2", "12", "0.5", "45"]
OPENERS = ["So", "Therefore,", "Thus", "Hence", "In total,", "So in all,"]
SUBJECTS = ["the trip", "the bus", "each box", "the recipe", "this tank",
            "the farmer's truck", "their order", "the whole job"]
# (affirmed, bare) forms of the verb, and the unit of its object
VERBS = [("takes", "take", "hours"), ("needs", "need", "cups"),
         ("costs", "cost", "dollars"), ("holds", "hold", "liters"),
         ("weighs", "weigh", "kg"), ("gets", "get", "points"),
         ("makes", "make", "trips"), ("earns", "earn", "dollars"),
         ("uses", "use", "eggs")]
AUX = ["does not", "did not", "will not", "would not", "cannot",
       "can not", "should not", "must not", "does not yet", "did not even"]
PERFECT = ["has not", "had not"]


def variants():
    rnd = random.Random(14)
    for g in VALUES:
        for o in OPENERS:
            for s in rnd.sample(SUBJECTS, 4):
                v3, v, unit = rnd.choice(VERBS)
                yield "control", g, "%s %s %s %s %s." % (o, s, v3, g, unit)
                for a in AUX:
                    yield a, g, "%s %s %s %s %s %s." % (o, s, a, v, g, unit)
                for a in PERFECT:
                    yield a, g, "%s %s %s had %s %s." % (o, s, a, g, unit)


def main():
    verify_run.usage("hostile_negdesc")
    vs = verify_run.records(variants())
    return verify_run.run("hostile_negdesc", vs, lambda v: v["family"],
                          lambda v: v["family"] == "control", width=14)


if __name__ == "__main__":
    sys.exit(main())
