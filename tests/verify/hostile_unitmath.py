#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_unitmath.py: a unit written after the math of a final statement
with no answer phrase ("So the pool is filled in $240$ minutes.", "It
takes \\(4\\) hours."), against references with units.

usage: hostile_unitmath.py PAPO_VERIFY [--list]

Each round draws a quantity and a unit, writes the reference in one unit
and the response's last sentence in math with a unit word after it, in
the statement forms papo-verify reads without an answer phrase ("So the
trip takes $v$ U.", "Therefore, it takes \\(v\\) U.", "It takes $v$ U.").
Right ones ("right": the same quantity, in the reference's unit or
converted to another of its dimension) must be rewarded.  The others
must not: the same number in another unit of the dimension (a wrong
factor: 4 minutes for 4 hours), a unit of another dimension (4 km for 4
hours), another number, or the right one with a hedge or a second value
after it.  Random but seeded: the same variants every run.

Prints each variant that gets the wrong reward and a count per family;
exits 1 when any does.  --list writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

# dimension: [(unit word as written, LaTeX of the reference's unit,
# size in the dimension's base)]
DIMS = {
    # "\\text{ min}", as references write it, not the function min
    "time": [("seconds", "\\text{ s}", 1), ("minutes", "\\text{ min}", 60),
             ("hours", "\\text{ hours}", 3600)],
    "length": [("meters", "\\text{ m}", 1), ("kilometers", "\\text{ km}",
                                              1000),
               ("centimeters", "\\text{ cm}", 0.01)],
    "mass": [("grams", "\\text{ g}", 1), ("kilograms", "\\text{ kg}",
                                          1000)],
}
FORMS = ["So the trip takes {m} {u}.", "Therefore, it takes {m} {u}.",
         "It takes {m} {u}.", "So the total length is {m} {u}.",
         "Thus the parcel weighs {m} {u}.", "So the pool is filled in {m} {u}."]
MATH = ["${}$", "\\({}\\)"]
AFTER = [" or {o} {u}", ", or maybe {o} {u}", ", roughly"]


def fmt(x):
    if x == int(x):
        return str(int(x))
    return ("%.4f" % x).rstrip("0").rstrip(".")


def variants(rng):
    vs = []
    for _ in range(150):
        dim = rng.choice(sorted(DIMS))
        units = DIMS[dim]
        ru, rl, rs = rng.choice(units)
        v = rng.choice([2, 3, 4, 5, 6, 8, 12, 15, 24, 40])
        ref = "%d %s" % (v, rl)
        form = rng.choice(FORMS)

        def say(x, u, tail=""):
            m = rng.choice(MATH).format(fmt(x))
            return form.format(m=m, u=u)[:-1] + tail + "."

        def add(fam, resp, right):
            vs.append({"family": fam, "right": right, "answer": ref,
                       "response": resp})

        add("same-unit", say(v, ru), True)
        ou, _, os_ = rng.choice([u for u in units if u[0] != ru])
        conv = v * rs / os_
        if conv * 1000 == int(conv * 1000):
            add("converted", say(conv, ou), True)   # exact: 0.5, 7200
        add("wrong-factor", say(v, ou), False)
        other = rng.choice([d for d in sorted(DIMS) if d != dim])
        add("other-dim", say(v, rng.choice(DIMS[other])[0]), False)
        add("other-number", say(v + rng.choice([1, 2, 10]), ru), False)
        add("hedged", say(v, ru, rng.choice(AFTER).format(o=v + 1, u=ru)),
            False)
    return vs


def main():
    verify_run.usage("hostile_unitmath")
    return verify_run.run("hostile_unitmath", variants(random.Random(1313)),
                          lambda v: v["family"], lambda v: v["right"],
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
