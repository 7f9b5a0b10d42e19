#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_told52.py: an answer in another unit of the kind the
question asks in words, where the problem's text writes the one unit of
that kind its reference is in ("A train travels 60 km in 1 hour. How
far does it travel in 3 hours?" answered "180 m", "180 miles"; issue
26, session 40: rewarded before, the reference bare and the answer's
unit dropped), never rewarded; the same quantity in the problem's unit
or converted ("180 km", "180000 m", "3 hours" for 180 minutes) always
(the converted forms were lost before).

usage: hostile_told52.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): length, time, mass.
"""
import sys

import verify_run

VALUES = (60, 120, 180, 240, 3000)

# kind: (problem ({a}: a third of the value, in unit u), unit u, right
# forms of the value v in u or converted ({v}, {k}: v in the other
# unit), the other unit's factor, twins: the value in other units)
KINDS = {
    "length": (
        ("A train travels {a} km in 1 hour. How far does it travel in "
         "3 hours?", "km", "m", 1000, ("m", "miles", "cm")),
        ("A snail crawls {a} m in 1 hour. How far does it crawl in 3 "
         "hours?", "m", "cm", 100, ("km", "cm", "feet")),
    ),
    "time": (
        ("Each lap takes {a} minutes. How long do 3 laps take?",
         "minutes", "seconds", 60, ("seconds", "hours", "days")),
        ("A candle burns for {a} hours. How long do 3 candles burn, one "
         "after another?", "hours", "minutes", 60, ("minutes", "days",
                                                   "seconds")),
    ),
    "mass": (
        ("A box holds {a} kg of sand. How heavy are 3 boxes?", "kg", "g",
         1000, ("g", "pounds", "tons")),
    ),
}
SAID = ("So the answer is {v} {u}.", "It is $\\boxed{{{v} \\text{{ {u}}}}}$.",
        "The total is {v} {u}.")


def told(add):
    """Each kind's problems: the value in its unit and converted
    rewarded, in another unit of the kind never."""
    for v in VALUES:
        for kind, rows in KINDS.items():
            for q, u, other, f, twins in rows:
                p = q.format(a=v // 3)
                w = "%d × 3 = %d.\n\n" % (v // 3, v)
                for s in SAID:
                    for t in (s.format(v=v, u=u),
                              s.format(v=v * f, u=other)):
                        add(kind + "-right", str(v), p, w + t)
                        add(kind + "-wrong", str(v + 3), p, w + t)
                    for o in twins:
                        add(kind + "-twin", str(v), p,
                            w + s.format(v=v, u=o))
                    if v % f == 0 and kind == "time" and u == "minutes":
                        t = s.format(v=v // f, u="hours")
                        add(kind + "-right", str(v), p, w + t)


def main():
    verify_run.usage("hostile_told52")
    return verify_run.run_kinds("hostile_told52",
                                verify_run.kind_rows([told]), width=8)


if __name__ == "__main__":
    sys.exit(main())
