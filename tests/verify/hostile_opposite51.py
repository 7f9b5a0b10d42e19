#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_opposite51.py: an answer's sentence that says the opposite of
what the question asks ("So Tom has 12 fewer apples than Ann." for "How
many more apples does Tom have than Ann?", "So she spent $12." for "How
much money did she save?", "the price decreased by 12" for "By how much
did the price increase?"; issue 26, session 39: all rewarded before),
never rewarded; the same sentence with the question's own word, always.

usage: hostile_opposite51.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): compare (more/fewer,
taller/shorter, older/younger, heavier/lighter, faster/slower), change
(increase/decrease, gain/lose, save/spend, buy/sell, profit/loss).
"""
import sys

import verify_run

# (kind, question, the statement with the question's word, with its
# opposite; {v} the value)
CASES = [
    ("compare", "Tom has {a} apples and Ann has {b}. How many more apples "
     "does Tom have than Ann?", "So Tom has {v} more apples than Ann.",
     "So Tom has {v} fewer apples than Ann."),
    ("compare", "Tom has {a} apples and Ann has {b}. How many fewer apples "
     "does Ann have than Tom?", "So Ann has {v} fewer apples than Tom.",
     "So Ann has {v} more apples than Tom."),
    ("compare", "Tom is {a} cm tall and Ann is {b} cm tall. How much taller "
     "is Tom than Ann?", "Therefore, Tom is {v} cm taller than Ann.",
     "Therefore, Tom is {v} cm shorter than Ann."),
    ("compare", "Tom is {a} years old and Ann is {b}. How much older is Tom "
     "than Ann?", "So Tom is {v} years older than Ann.",
     "So Tom is {v} years younger than Ann."),
    ("compare", "A box weighs {a} kg and a bag {b} kg. How much heavier is "
     "the box than the bag?", "The box is {v} kg heavier than the bag.",
     "The box is {v} kg lighter than the bag."),
    ("compare", "A car drives {a} km/h and a bus {b} km/h. How much faster "
     "is the car than the bus?", "The car is {v} km/h faster than the "
     "bus.", "The car is {v} km/h slower than the bus."),
    ("change", "A price went from ${b} to ${a}. By how much did the price "
     "increase?", "So the price increased by ${v}.",
     "So the price decreased by ${v}."),
    ("change", "A team had {b} points and now has {a}. How many points "
     "did the team gain?", "The team gained {v} points.",
     "The team lost {v} points."),
    ("change", "Ann earns ${a} and pays ${b} in bills. How much money does "
     "she save?", "So she saves ${v}.", "So she spends ${v}."),
    ("change", "A shop had {a} hats and has {b} now. How many hats did "
     "the shop sell?", "The shop sold {v} hats.",
     "The shop bought {v} hats."),
    ("change", "A shop sold goods for ${a} that cost ${b}. What was the "
     "profit?", "The profit was ${v}.", "The loss was ${v}."),
]

# what may close either statement: nothing, or a box after it
FORMS = ("{s}", "{s} The answer is $\\boxed{{{v}}}$.")


def kinds(add):
    """Every case's rows, for verify_run.kind_rows."""
    for a, b in ((17, 5), (42, 30), (130, 4), (2050, 10)):
        v = a - b
        for kind, q, same, opposite in CASES:
            p = q.format(a=a, b=b)
            work = "%d - %d = %d.\n\n" % (a, b, v)
            for f in FORMS:
                r = work + f.format(s=same.format(v=v), v=v)
                add(kind + "-right", str(v), p, r)
                add(kind + "-wrong", str(v + 1), p, r)
                add(kind + "-twin", str(v), p,
                    work + f.format(s=opposite.format(v=v), v=v))


def main():
    verify_run.usage("hostile_opposite51")
    return verify_run.run_kinds("hostile_opposite51",
                                verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
