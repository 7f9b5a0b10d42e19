#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_object.py: a last sentence with no answer phrase and no
conclusion word whose one value is its verb's object, followed by a unit
and "of" with the problem's noun ("Josey needs 6 pints of gasoline.") or
after "for" / "in" with a unit ("Her concerts run for 25 minutes."), as
real GPT-4 answers to GSM8K end (Faithful-COT's outputs).

usage: hostile_object.py PAPO_VERIFY [--list]

Each round draws a subject, a verb, a value, a unit and a noun, writes a
problem that names them and a response that derives the value and ends
with the statement.  Right ones ("right") must be rewarded.  The others
must not: another value, a modal, a negation, a bound or an approximation
before the value, a second value joined by "or", a question, a condition
before it, a take-back after it, a step word ("first tried"), and a bare
number after a preposition ("the case of 6 separately").  Random but
seeded: the same variants every run.

Prints each variant that gets the wrong reward and a count per family;
exits 1 when any does.  --list writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

NAMES = ["Josey", "Marta", "Tobias", "Priya", "Leon", "Aiko", "Farid"]
# (verb, unit, noun): "needs 6 pints of gasoline"
OF = [("needs", "pints", "gasoline"), ("buys", "pounds", "flour"),
      ("uses", "cups", "sugar"), ("drinks", "liters", "water"),
      ("orders", "boxes", "pencils"), ("collects", "bags", "leaves")]
# (subject noun, verb, unit): "the concerts run for 25 minutes"
FOR = [("concerts", "run for", "minutes"), ("trip", "lasts for", "hours"),
       ("pool", "is filled in", "hours"), ("race", "ends in", "seconds"),
       ("rope", "stretches for", "meters")]
MODALS = ["might", "could", "may", "probably"]
BOUNDS = ["at least", "at most", "about", "roughly", "nearly"]


def variants(rng):
    vs = []
    for _ in range(150):
        name = rng.choice(NAMES)
        v = rng.randrange(3, 90)
        w = v + rng.choice([1, 2, 5, -1])

        def add(fam, p, last, right, val=v):
            resp = "We work it out step by step: %d - 0 = %d.\n\n%s" % (
                val, val, last)
            vs.append({"family": fam, "right": right, "problem": p,
                       "answer": str(v), "response": resp})

        verb, unit, noun = rng.choice(OF)
        p = "%s %s some %s of %s. How many %s of %s does %s end with?" % (
            name, verb, unit, noun, unit, noun, name)
        s = "%s %s %%s%d %s of %s%%s." % (name, verb, v, unit, noun)
        add("of-right", p, s % ("", ""), True)
        add("of-other", p, (s % ("", "")).replace(" %d " % v, " %d " % w),
            False, w)
        base = verb[:-1] if verb.endswith("s") else verb
        add("of-modal", p, "%s %s %s %d %s of %s." % (
            name, rng.choice(MODALS[:3]), base, v, unit, noun), False)
        add("of-negated", p, "%s does not %s %d %s of %s." % (
            name, base, v, unit, noun), False)
        add("of-bound", p, s % (rng.choice(BOUNDS) + " ", ""), False)
        add("of-or", p, s % ("", " or %d %s" % (w, unit)), False)
        add("of-question", p, (s % ("", ""))[:-1] + "?", False)
        add("of-condition", p, "If nothing spills, " + s % ("", ""), False)
        add("of-taken-back", p, s % ("", "") + " Wait, that is wrong.",
            False)
        add("of-step", p, "%s first tried %d %s of %s." % (
            name, v, unit, noun), False)

        subj, fverb, funit = rng.choice(FOR)
        p = "%s's %s has a length to find. How long?" % (name, subj)
        s = "%s's %s %s %%s%d %s%%s." % (name, subj, fverb, v, funit)
        add("for-right", p, s % ("", ""), True)
        add("for-other", p, (s % ("", "")).replace(" %d " % v, " %d " % w),
            False, w)
        add("for-bound", p, s % (rng.choice(BOUNDS) + " ", ""), False)
        add("for-or", p, s % ("", " or %d %s" % (w, funit)), False)
        add("for-modal", p, "%s's %s %s %s %d %s." % (
            name, subj, rng.choice(MODALS[:3]), fverb.replace(
                "is ", "be ").replace("runs", "run").replace(
                "lasts", "last").replace("ends", "end").replace(
                "stretches", "stretch"), v, funit), False)
        add("for-no-unit", p, "%s checked the case of %d separately." % (
            name, v), False)
    return vs


def main():
    verify_run.usage("hostile_object")
    return verify_run.run("hostile_object", variants(random.Random(1337)),
                          lambda v: v["family"], lambda v: v["right"],
                          what="right ones", width=14)


if __name__ == "__main__":
    sys.exit(main())
