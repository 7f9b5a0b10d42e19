#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_rate50.py: a sum of money over a span of time after a dollar
sign ("$18 per day"), under a question that asks it over one span
("How much in dollars does she make every day?"; issue 26, session 38:
"per" was read as the value's unit, so "Janet makes $18 per day." and
"The answer is $18 per day." were not equal to 18), and the same rate
over another span ("$18 per week", "18 dollars per week" asked every
day: rewarded before, the question's span never compared).

usage: hostile_rate50.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded), one a span the question
asks: day, week, hour, month.  Twins: the rate over another span, "per" and a
word that is no span ("$18 per egg"), a bound, a hedge.
"""
import sys

import verify_run

VALUES = (12, 18, 45, 126, 2040)

# (kind, question, its span's words, the other spans' words)
FRAMES = [
    ("day", "Janet's ducks lay {a} eggs per day. She sells each egg at "
     "the market for $2. How much in dollars does she make every day at "
     "the market?", "day", ("week", "hour", "month")),
    ("day", "A stall sells {a} cups of tea a day at $2 a cup. How many "
     "dollars does it take in each day?", "day", ("week", "hour")),
    ("week", "Tom mows {a} lawns every week and charges $2 a lawn. How "
     "many dollars does he earn each week?", "week", ("day", "hour",
                                                     "month")),
    ("hour", "A printer prints {a} pages an hour and each page costs $2. "
     "How many dollars of pages does it print every hour?", "hour",
     ("day", "minute", "week")),
    ("month", "Ana saves {a} coins each month, and each coin is worth $2. "
     "How many dollars does she save every month?", "month",
     ("day", "week", "year")),
]

RIGHT = [
    "{a} × 2 = {v}.\n\nShe makes ${v} per {s}.",
    "{a} × 2 = {v}.\n\nThe answer is ${v} per {s}.",
    "{a} × 2 = {v}.\n\nSo the total is ${v}.00 per {s}.",
    "{a} × 2 = {v}.\n\nTherefore, ${v} per {s}.",
    "{a} × 2 = {v}.\n\nShe makes {v} dollars per {s}.",
]
TWIN = [
    "{a} × 2 = {v}.\n\nShe makes ${v} per {o}.",
    "{a} × 2 = {v}.\n\nThe answer is ${v} per {o}.",
    "{a} × 2 = {v}.\n\nShe makes {v} dollars per {o}.",
    "{a} × 2 = {v}.\n\nShe makes ${v} per egg.",
    "{a} × 2 = {v}.\n\nShe makes at most ${v} per {s}.",
    "{a} × 2 = {v}.\n\nShe makes about ${v} per {s}.",
    "{a} × 2 = {v}.\n\nShe makes ${v} per {s}, I think.",
    "{a} × 2 = {v}.\n\nShe makes ${v} or ${u} per {s}.",
    "{a} × 2 = {v}.\n\nShe makes less than ${v} per {s}.",
]


def kinds(add):
    """Every frame's rows, for verify_run.kind_rows."""
    for v in VALUES:
        a = v // 2
        v = 2 * a
        for kind, q, s, others in FRAMES:
            p = q.format(a=a)
            for t in RIGHT:
                r = t.format(a=a, v=v, s=s)
                add(kind + "-right", str(v), p, r)
                add(kind + "-wrong", str(v + 1), p, r)
            for t in TWIN:
                for o in others:
                    add(kind + "-twin", str(v), p,
                        t.format(a=a, v=v, u=v + 2, s=s, o=o))


def main():
    verify_run.usage("hostile_rate50")
    return verify_run.run_kinds("hostile_rate50",
                                verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
