#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_phrasal144.py: two forms from a self-correction study's
GSM8K replies (gpt-4o-mini, Claude 3 Haiku; round 38):

- a statement whose verb and preposition are the question's own before
  the value ("He responds to 320 emails." for "How many emails does he
  respond to?", "He leaves with $25." for "how much does he leave
  with?"): the preposition is the question's, not the start of another
  quantity's phrase; another verb with it ("He starts with $25.")
  stays unread;
- a clause of the work's steps before the conclusion ("After performing
  the calculations, we find that ...", "After following all the steps,
  we conclude that ..."): openers' words; a doubt there stays unread.

On session 65's binary every right form was refused ("no answer found";
"a word before it not recognised": "performing", "following").

usage: hostile_phrasal144.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PHRASAL = [
    ("He gets 80 emails a day and answers 64 of them each day for 5 days. "
     "How many emails does he respond to?", "320",
     "He responds to 320 emails.", "He starts with 320 emails."),
    ("He brought $125 and spent $100. How much does he leave with?", "25",
     "He leaves with $25.", "He arrives with $25."),
    ("She has 3 bags of 7 marbles. How many marbles does she end up "
     "with?", "21", "She ends up with 21 marbles.",
     "She starts out with 21 marbles."),
]
STEPS = ["After performing the calculations, we find that",
         "After following all the steps and calculations, we conclude "
         "that", "After carrying out the division, we find that",
         "After working through the problem, we find that"]
STEP_BAD = ["After performing a rough guess, we find that",
            "After following my hunch, we conclude that"]


def phrasal(add):
    for p, v, st, other in PHRASAL:
        w = str(int(v) + 1)
        for lead in ("We compute it step by step.\n\n", ""):
            add("phrasal-right", v, p, lead + st)
            add("phrasal-wrong", w, p, lead + st)
            add("phrasal-twin", v, p, lead + other)
            add("phrasal-twin", v, p, lead + st[:-1] + ", I think.")
            add("phrasal-twin", v, p, lead + st[:-1] + "?")


def steps(add):
    p = "Claire eats 3 eggs a day for 28 days. How many dozens of eggs is that?"
    for s in STEPS:
        r = "3 * 28 = 84 eggs.\n\n" + s + " she eats $\\boxed{7}$ dozens."
        add("steps-right", "7", p, r)
        add("steps-wrong", "8", p, r)
    for s in STEP_BAD:
        add("steps-twin", "7", p, "3 * 28 = 84 eggs.\n\n" + s +
            " she eats $\\boxed{7}$ dozens.")


def main():
    verify_run.usage("hostile_phrasal144")
    return verify_run.run_kinds(
        "hostile_phrasal144", verify_run.kind_rows([phrasal, steps]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
